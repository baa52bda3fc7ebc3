/**
 * SPEC §2 "Navigation", in order. Affiliate (signed in only) is with the user's own pages in
 * `account-links.ts`: the header's account menu and the mobile menu's account section.
 */
export const NAV_LINKS = [
  { to: '/products', key: 'nav.products' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/docs', key: 'nav.docs' },
  { to: '/tutorials', key: 'nav.tutorials' },
  { to: '/changelog', key: 'nav.changelog' },
  { to: '/support', key: 'nav.support' },
  { to: '/suggestions', key: 'nav.suggestions' },
] as const;
