import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchResponse } from '#shared/contracts/search.ts';
import type { Language } from '#shared/languages.ts';
import { appError } from '../error-catalogue.ts';
import type { DbOrTx } from '../platform/db.ts';
import { queryWords, usesBigrams } from './search-config.ts';
import { searchIndex } from './search.repo.ts';
import { matchPattern, snippetOf } from './snippet.ts';

/** The query as searched (and as cache keys name it): trimmed, runs of spaces made one. */
export const normalizeQuery = (q: string) => q.trim().replace(/\s+/g, ' ');

/**
 * The site-wide search: a hint for an empty or one-character query, `search_query_too_long`
 * beyond the limit, else the ranked results in `language` with English fallback.
 */
export async function search(
  db: DbOrTx,
  input: { q: string; language: Language; limit: number },
): Promise<SearchResponse> {
  const q = normalizeQuery(input.q);
  if ([...q].length > SEARCH_MAX_LENGTH) {
    throw appError('search_query_too_long', { message: `Search must be ${SEARCH_MAX_LENGTH} characters or less.` });
  }
  if ([...q].length < SEARCH_MIN_LENGTH) return { results: [], hint: 'query_too_short', language: input.language };
  const rows = await searchIndex(db, { query: q, language: input.language, limit: input.limit });
  return {
    language: input.language,
    results: rows.map((row) => {
      const language = row.language as Language;
      const pattern = usesBigrams(language)
        ? matchPattern(queryWords(q), 'substring')
        : matchPattern([...row.lexemes, ...queryWords(q)], 'word-prefix');
      return {
        kind: row.kind as SearchResponse['results'][number]['kind'],
        group: row.kind as SearchResponse['results'][number]['kind'],
        title: row.title,
        url: row.url,
        snippet: snippetOf(row.body, pattern),
        language,
        rank: Math.round(row.rank * 10_000) / 10_000,
      };
    }),
  };
}
