/**
 * The public pages that exist without data, as the sitemap lists them. Domains add the pages of
 * their data (posts, indicators); the page checks of the e2e suite start from this list too.
 */
export const STATIC_PAGES = [
  '/',
  '/products',
  '/pricing',
  '/get-started',
  '/docs',
  '/tutorials',
  '/changelog',
  '/support',
  '/suggestions',
  '/roadmap',
  '/blog',
  '/privacy',
  '/terms',
  '/risk-disclosure',
];
