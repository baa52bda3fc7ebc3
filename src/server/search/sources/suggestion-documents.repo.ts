import { isNull } from 'drizzle-orm';
import { matchLanguage } from '#shared/languages.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { suggestions } from '../../suggestions/suggestions.schema.ts';
import type { SearchDocument } from '../search-document.ts';

/**
 * The public suggestions board: every suggestion not merged into another (a merged one lives on
 * in its target), in the language its text is written in (`text_language`; `language`
 * is the submitter's e-mail language, and indexing by it showed English text as German results).
 */
export async function loadSuggestionDocuments(db: DbOrTx): Promise<SearchDocument[]> {
  const rows = await db
    .select({
      id: suggestions.id,
      title: suggestions.suggestionTitle,
      description: suggestions.description,
      features: suggestions.features,
      language: suggestions.textLanguage,
    })
    .from(suggestions)
    .where(isNull(suggestions.mergedIntoId));
  return rows.map((row) => ({
    kind: 'suggestion',
    sourceId: String(row.id),
    language: matchLanguage(row.language) ?? 'en',
    title: row.title,
    body: [row.description, row.features].filter(Boolean).join(' '),
    url: `/suggestions?id=${row.id}`,
  }));
}
