/** What the site-wide search finds, in the order groups are listed when their best ranks tie. */
export const SEARCH_KINDS = ['indicator', 'docs', 'tutorial', 'post', 'changelog', 'suggestion'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Shorter queries get a hint instead of results (one letter finds everything). */
export const SEARCH_MIN_LENGTH = 2;
/** Longer queries are refused with `search_query_too_long`. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
/** The full results page. */
export const SEARCH_PAGE_PATH = '/search';
