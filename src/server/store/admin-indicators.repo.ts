import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { releases } from '../releases/releases.schema.ts';
import type { IndicatorTranslations } from '#shared/contracts/admin-store.ts';
import type { TranslationLanguage } from '#shared/languages.ts';
import {
  cartItems,
  categories,
  indicatorCategories,
  indicators,
  indicatorTranslations,
  orderItems,
} from './store.schema.ts';

// SQL for the admin's indicator management. Soft-deleted rows (`deleted_at`) are invisible here
// as everywhere else; they only live on so old orders keep pointing at them.

export type IndicatorRow = typeof indicators.$inferSelect;
export interface IndicatorValues {
  name: string;
  description: string;
  shortDescription: string | null;
  priceCents: number;
  imageUrl: string | null;
  isActive: boolean;
  features: string[] | null;
  /** The updates window, renewal and trial terms; left out of an update, they stay as they are. */
  updatesMonths?: number;
  renewalPriceCents?: number;
  trialDays?: number;
  /** The signed answer's offline lease. */
  leaseDays?: number;
}
export interface CategoryRef {
  id: number;
  name: string;
}

export async function countExistingCategories(db: DbOrTx, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(inArray(categories.id, ids));
  return row?.n ?? 0;
}

/** Every indicator not deleted, newest first, optionally only those in one category. */
export async function listIndicators(
  db: DbOrTx,
  filter: { categoryId?: number; limit: number },
): Promise<IndicatorRow[]> {
  const inCategory = filter.categoryId
    ? sql`exists (select 1 from ${indicatorCategories} ic where ic.indicator_id = ${indicators.id} and ic.category_id = ${filter.categoryId})`
    : undefined;
  return db
    .select()
    .from(indicators)
    .where(and(isNull(indicators.deletedAt), inCategory))
    .orderBy(desc(indicators.createdAt), desc(indicators.id))
    .limit(filter.limit);
}

/** Categories of the given indicators in one query, grouped by indicator id. */
export async function categoriesOf(db: DbOrTx, indicatorIds: number[]): Promise<Map<number, CategoryRef[]>> {
  const byIndicator = new Map<number, CategoryRef[]>();
  if (indicatorIds.length === 0) return byIndicator;
  const rows = await db
    .select({ indicatorId: indicatorCategories.indicatorId, id: categories.id, name: categories.name })
    .from(indicatorCategories)
    .innerJoin(categories, eq(categories.id, indicatorCategories.categoryId))
    .where(inArray(indicatorCategories.indicatorId, indicatorIds))
    .orderBy(asc(categories.name));
  for (const { indicatorId, ...category } of rows) {
    const list = byIndicator.get(indicatorId) ?? [];
    list.push(category);
    byIndicator.set(indicatorId, list);
  }
  return byIndicator;
}

/** The written translations of the given indicators, by indicator id. */
export async function translationsOf(db: DbOrTx, indicatorIds: number[]): Promise<Map<number, IndicatorTranslations>> {
  const byIndicator = new Map<number, IndicatorTranslations>();
  if (indicatorIds.length === 0) return byIndicator;
  const rows = await db
    .select()
    .from(indicatorTranslations)
    .where(inArray(indicatorTranslations.indicatorId, indicatorIds))
    .orderBy(asc(indicatorTranslations.language));
  for (const { indicatorId, language, description, shortDescription, features } of rows) {
    const translations = byIndicator.get(indicatorId) ?? {};
    translations[language as TranslationLanguage] = { description, shortDescription, features: features ?? null };
    byIndicator.set(indicatorId, translations);
  }
  return byIndicator;
}

/** The given translations replace the indicator's; a language with no field written is removed. */
export async function replaceTranslations(db: DbOrTx, indicatorId: number, translations: IndicatorTranslations) {
  await db.delete(indicatorTranslations).where(eq(indicatorTranslations.indicatorId, indicatorId));
  const rows = Object.entries(translations)
    .filter(([, t]) => t && (t.description || t.shortDescription || t.features?.length))
    .map(([language, t]) => ({ indicatorId, language, ...t! }));
  if (rows.length > 0) await db.insert(indicatorTranslations).values(rows);
}

/** The row, locked for the rest of the transaction, unless it is missing or deleted. */
export async function lockIndicator(db: DbOrTx, id: number): Promise<IndicatorRow | undefined> {
  const [row] = await db
    .select()
    .from(indicators)
    .where(and(eq(indicators.id, id), isNull(indicators.deletedAt)))
    .for('update');
  return row;
}

export async function insertIndicator(db: DbOrTx, values: IndicatorValues): Promise<IndicatorRow> {
  const [row] = await db.insert(indicators).values(values).returning();
  return row!;
}

export async function updateIndicator(db: DbOrTx, id: number, values: IndicatorValues): Promise<IndicatorRow> {
  const [row] = await db
    .update(indicators)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(indicators.id, id))
    .returning();
  return row!;
}

/** On write, categoryIds replaces the indicator's categories (SPEC §3). */
export async function replaceCategories(db: DbOrTx, indicatorId: number, categoryIds: number[]) {
  await db.delete(indicatorCategories).where(eq(indicatorCategories.indicatorId, indicatorId));
  if (categoryIds.length > 0)
    await db.insert(indicatorCategories).values(categoryIds.map((categoryId) => ({ indicatorId, categoryId })));
}

/** Orders or releases point at it, so it can only be hidden, never removed. */
export async function hasHistory(db: DbOrTx, indicatorId: number): Promise<boolean> {
  const [ordered] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.indicatorId, indicatorId))
    .limit(1);
  if (ordered) return true;
  const [released] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(eq(releases.indicatorId, indicatorId))
    .limit(1);
  return Boolean(released);
}

/** A removed product leaves every cart it sat in. */
export async function removeFromCarts(db: DbOrTx, indicatorId: number) {
  await db.delete(cartItems).where(eq(cartItems.indicatorId, indicatorId));
}

/** Hidden from everyone, row kept: order items and licences still reference it. */
export async function softDeleteIndicator(db: DbOrTx, id: number) {
  await db
    .update(indicators)
    .set({ deletedAt: sql`now()`, isActive: false, updatedAt: sql`now()` })
    .where(eq(indicators.id, id));
}

export async function deleteIndicator(db: DbOrTx, id: number) {
  await db.delete(indicators).where(eq(indicators.id, id));
}
