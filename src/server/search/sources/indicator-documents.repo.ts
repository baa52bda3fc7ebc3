import { inArray } from 'drizzle-orm';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { isPublic } from '../../store/index.ts';
import { indicators, indicatorTranslations } from '../../store/store.schema.ts';
import type { SearchDocument } from '../search-document.ts';

/**
 * The catalogue's public indicators: the English copy, and one document per translation with
 * the same per-field English fallback the catalogue serves.
 */
export async function loadIndicatorDocuments(db: DbOrTx): Promise<SearchDocument[]> {
  const rows = await db
    .select({
      id: indicators.id,
      name: indicators.name,
      description: indicators.description,
      shortDescription: indicators.shortDescription,
      features: indicators.features,
    })
    .from(indicators)
    .where(isPublic);
  if (!rows.length) return [];
  const translations = await db
    .select()
    .from(indicatorTranslations)
    .where(
      inArray(
        indicatorTranslations.indicatorId,
        rows.map((row) => row.id),
      ),
    );
  const documents: SearchDocument[] = [];
  for (const row of rows) {
    const english = { description: row.description, shortDescription: row.shortDescription ?? '' };
    const body = (fields: { description: string; shortDescription: string }, features: string[]) =>
      [fields.shortDescription, fields.description, ...features].filter(Boolean).join(' ');
    const base = {
      kind: 'indicator' as const,
      sourceId: String(row.id),
      title: row.name,
      url: `/indicators/${row.id}`,
    };
    documents.push({ ...base, language: 'en', body: body(english, row.features ?? []) });
    for (const t of translations) {
      if (t.indicatorId !== row.id || !LANGUAGE_CODES.includes(t.language as Language)) continue;
      const fields = {
        description: t.description || english.description,
        shortDescription: t.shortDescription || english.shortDescription,
      };
      const features = Array.isArray(t.features) && t.features.length ? t.features : (row.features ?? []);
      documents.push({ ...base, language: t.language as Language, body: body(fields, features) });
    }
  }
  return documents;
}
