import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../languages.ts';
import { pageSizeField } from './fields.ts';
import { SEARCH_DEFAULT_LIMIT, SEARCH_KINDS, SEARCH_MAX_LIMIT } from './search.constants.ts';

export * from './search.constants.ts';

const LanguageSchema = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);

/**
 * GET /_api/search?q=&lang=&limit=. `q` is checked by the service (a hint when too short, the
 * `search_query_too_long` error when too long), so any text is accepted here; `lang` defaults
 * to the request's language.
 */
export const SearchQuery = z.object({
  q: z
    .string()
    .max(10_000, 'Search is too long.')
    .optional()
    .transform((v) => v ?? ''),
  lang: z.preprocess((v) => (v === '' ? undefined : v), LanguageSchema.optional()),
  limit: pageSizeField(SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const SearchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The same as `kind`: results come ordered by rank, a page groups them by this. */
  group: z.enum(SEARCH_KINDS),
  title: z.string(),
  /** Where the result leads, with the section's anchor (`/docs#activation`). */
  url: z.string(),
  /** HTML: the escaped text around the match; `<mark>` around matched words is the only markup. */
  snippet: z.string(),
  /** The language the text is in (English when the visitor's language has none). */
  language: LanguageSchema,
  rank: z.number(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponse = z.object({
  results: z.array(SearchResultSchema),
  /** `query_too_short`: nothing was searched (empty or one character). */
  hint: z.enum(['query_too_short']).optional(),
  language: LanguageSchema,
});
export type SearchResponse = z.infer<typeof SearchResponse>;
