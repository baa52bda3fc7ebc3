import { defineEndpoint } from './endpoint.ts';

/** GET /_api/search?q=&lang=&limit=: the site-wide search, ranked, with snippets. */
export const siteSearch = defineEndpoint({
  method: 'GET',
  path: '/_api/search',
  role: 'public',
  errors: ['search_query_too_long'],
  schemas: () => import('./search.ts').then((c) => ({ query: c.SearchQuery, response: c.SearchResponse })),
});
