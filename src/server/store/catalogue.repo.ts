import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import type { DbOrTx } from '../platform/db.ts';
import {
  categories,
  categoryTranslations,
  indicatorCategories,
  indicators,
  indicatorTranslations,
} from './store.schema.ts';

// What customers may see: active and not deleted (soft-deleted rows only live on for old orders).

export const isPublic = and(eq(indicators.isActive, true), isNull(indicators.deletedAt))!;

const columns = {
  id: indicators.id,
  name: indicators.name,
  description: indicators.description,
  shortDescription: indicators.shortDescription,
  priceCents: indicators.priceCents,
  imageUrl: indicators.imageUrl,
  isActive: indicators.isActive,
  features: indicators.features,
  kind: indicators.kind,
  machineLimit: indicators.machineLimit,
  updatesMonths: indicators.updatesMonths,
  renewalPriceCents: indicators.renewalPriceCents,
  trialDays: indicators.trialDays,
  leaseDays: indicators.leaseDays,
  createdAt: indicators.createdAt,
  updatedAt: indicators.updatedAt,
};

/** A category's English name and, when the shop owner wrote one, its name in the asked language. */
export interface CategoryText {
  id: number;
  name: string;
  translatedName: string | null;
}

/** The asked language's copy of an indicator; a null field falls back to English. */
export interface IndicatorText {
  description: string | null;
  shortDescription: string | null;
  features: string[] | null;
}

export type CatalogueRow = Omit<typeof indicators.$inferSelect, 'deletedAt'> & {
  categories: CategoryText[];
  translation: IndicatorText | null;
};

/** The category's name in `language`, or null (English asks for none). */
function translatedCategoryName(language: Language) {
  return language === DEFAULT_LANGUAGE
    ? sql<string | null>`null`
    : sql<
        string | null
      >`(select ct.name from ${categoryTranslations} ct where ct.category_id = ${categories.id} and ct.language = ${language})`;
}

/**
 * The categories and translations of all the rows in two more queries (one round trip each, an
 * index lookup per row) rather than a correlated JSON aggregate per row, which made every
 * catalogue read slow.
 */
async function withCategories(
  db: DbOrTx,
  rows: Array<Omit<CatalogueRow, 'categories' | 'translation'>>,
  language: Language,
): Promise<CatalogueRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const links = await db
    .select({
      indicatorId: indicatorCategories.indicatorId,
      id: categories.id,
      name: categories.name,
      translatedName: translatedCategoryName(language),
    })
    .from(indicatorCategories)
    .innerJoin(categories, eq(categories.id, indicatorCategories.categoryId))
    .where(inArray(indicatorCategories.indicatorId, ids))
    .orderBy(asc(categories.name), asc(categories.id));
  const byIndicator = new Map<number, CategoryText[]>();
  for (const { indicatorId, ...category } of links) {
    const list = byIndicator.get(indicatorId);
    if (list) list.push(category);
    else byIndicator.set(indicatorId, [category]);
  }
  const translations = await translationsOf(db, ids, language);
  return rows.map((row) => ({
    ...row,
    categories: byIndicator.get(row.id) ?? [],
    translation: translations.get(row.id) ?? null,
  }));
}

/** The `language` copy of each of these indicators that has one (none for English), by id. */
export async function translationsOf(
  db: DbOrTx,
  ids: number[],
  language: Language,
): Promise<Map<number, IndicatorText>> {
  if (language === DEFAULT_LANGUAGE || ids.length === 0) return new Map();
  const rows = await db
    .select({
      indicatorId: indicatorTranslations.indicatorId,
      description: indicatorTranslations.description,
      shortDescription: indicatorTranslations.shortDescription,
      features: indicatorTranslations.features,
    })
    .from(indicatorTranslations)
    .where(and(inArray(indicatorTranslations.indicatorId, ids), eq(indicatorTranslations.language, language)));
  return new Map(rows.map(({ indicatorId, ...text }) => [indicatorId, text]));
}

/** The Pro Bundle first (it covers everything), then indicators by name. */
export async function listPublicIndicators(
  db: DbOrTx,
  filter: { categoryId?: number; limit: number; language: Language },
): Promise<CatalogueRow[]> {
  const conditions: SQL[] = [isPublic];
  if (filter.categoryId) {
    conditions.push(
      sql`exists (select 1 from ${indicatorCategories} f where f.indicator_id = "indicators"."id" and f.category_id = ${filter.categoryId})`,
    );
  }
  const rows = await db
    .select(columns)
    .from(indicators)
    .where(and(...conditions))
    .orderBy(asc(indicators.kind), asc(indicators.name), desc(indicators.id))
    .limit(filter.limit);
  return withCategories(db, rows, filter.language);
}

export async function findPublicIndicator(
  db: DbOrTx,
  id: number,
  language: Language,
): Promise<CatalogueRow | undefined> {
  const rows = await db
    .select(columns)
    .from(indicators)
    .where(and(eq(indicators.id, id), isPublic));
  return (await withCategories(db, rows, language))[0];
}

/** By English name, as the admin's list; the caller sorts by the shown name. */
export async function listCategories(db: DbOrTx, language: Language): Promise<CategoryText[]> {
  return db
    .select({ id: categories.id, name: categories.name, translatedName: translatedCategoryName(language) })
    .from(categories)
    .orderBy(asc(categories.name));
}

/** id and last change of every public indicator, for the sitemap. */
export async function publicIndicatorDates(db: DbOrTx) {
  return db
    .select({ id: indicators.id, updatedAt: indicators.updatedAt })
    .from(indicators)
    .where(isPublic)
    .orderBy(asc(indicators.id));
}

/** The Pro Bundles on sale (their upgrade prices), by id. */
export async function publicBundles(db: DbOrTx) {
  return db
    .select({ id: indicators.id, priceCents: indicators.priceCents })
    .from(indicators)
    .where(and(eq(indicators.kind, 'bundle'), isPublic))
    .orderBy(indicators.id);
}
