/** SPEC §2 "Navigation", in order. `signedIn` links show only to signed-in visitors. */
export const NAV_LINKS = [
  { to: '/products', key: 'nav.products' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/docs', key: 'nav.docs' },
  { to: '/tutorials', key: 'nav.tutorials' },
  { to: '/changelog', key: 'nav.changelog' },
  { to: '/support', key: 'nav.support' },
  { to: '/suggestions', key: 'nav.suggestions' },
  { to: '/affiliate', key: 'nav.affiliate', signedIn: true },
] as const;
