import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TranslationLanguage } from '#shared/languages.ts';
import type { CategoryTranslations } from '#shared/contracts/admin-categories.ts';
import type { DbOrTx } from '../platform/db.ts';
import { categories, categoryTranslations, indicatorCategories, indicators } from './store.schema.ts';

/** Indicators (not deleted) in the category: what refuses its deletion. */
const indicatorCount = sql<number>`(select count(*)::int from ${indicatorCategories} ic
  join ${indicators} i on i.id = ic.indicator_id
  where ic.category_id = "categories"."id" and i.deleted_at is null)`;

export interface CategoryRow {
  id: number;
  name: string;
  indicatorCount: number;
  translations: CategoryTranslations;
}

/** Every category (or one), by English name, with its translations and use. */
export async function listCategories(db: DbOrTx, id?: number): Promise<CategoryRow[]> {
  const [rows, names] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, indicatorCount })
      .from(categories)
      .where(id === undefined ? undefined : eq(categories.id, id))
      .orderBy(asc(categories.name), asc(categories.id)),
    db
      .select()
      .from(categoryTranslations)
      .where(id === undefined ? undefined : eq(categoryTranslations.categoryId, id)),
  ]);
  return rows.map((row) => ({
    ...row,
    translations: Object.fromEntries(
      names.filter((n) => n.categoryId === row.id).map((n) => [n.language, { name: n.name }]),
    ) as CategoryTranslations,
  }));
}

/** Another category with this English name, whatever its case (the store would show two alike). */
export async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertCategory(db: DbOrTx, name: string) {
  const [row] = await db.insert(categories).values({ name }).returning();
  return row!;
}

export async function renameCategory(db: DbOrTx, id: number, name: string) {
  const [row] = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning();
  return row;
}

/** Replaces the written names; a blank one is none. */
export async function replaceTranslations(db: DbOrTx, categoryId: number, translations: CategoryTranslations) {
  await db.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, categoryId));
  const values = Object.entries(translations)
    .filter(([, t]) => t?.name)
    .map(([language, t]) => ({ categoryId, language: language as TranslationLanguage, name: t!.name }));
  if (values.length > 0) await db.insert(categoryTranslations).values(values);
}

/**
 * The category locked against indicators being put in it while it is deleted (their link's
 * foreign key takes a share lock on this row), with how many indicators use it now.
 */
export async function lockCategory(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
  if (!row) return undefined;
  const [use] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(indicatorCategories)
    .innerJoin(indicators, eq(indicators.id, indicatorCategories.indicatorId))
    .where(and(eq(indicatorCategories.categoryId, id), isNull(indicators.deletedAt)));
  return { id: row.id, indicatorCount: use?.n ?? 0 };
}

export async function deleteCategory(db: DbOrTx, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}
