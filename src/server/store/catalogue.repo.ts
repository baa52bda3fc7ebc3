import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { categories, indicatorCategories, indicators } from './store.schema.ts';

// What customers may see: active and not deleted (soft-deleted rows only live on for old orders).

export const isPublic = and(eq(indicators.isActive, true), isNull(indicators.deletedAt))!;

/**
 * Categories as JSON in the same query, so a catalogue page is one round trip to the database.
 * The outer row is named in full: drizzle would print a bare `id`, which `c.id` would capture.
 */
const categoriesJson = sql<Array<{ id: number; name: string }>>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
  from ${indicatorCategories} ic join ${categories} c on c.id = ic.category_id
  where ic.indicator_id = "indicators"."id"
), '[]'::json)`;

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
  createdAt: indicators.createdAt,
  updatedAt: indicators.updatedAt,
  categories: categoriesJson,
};

export type CatalogueRow = Omit<typeof indicators.$inferSelect, 'deletedAt'> & { categories: Array<{ id: number; name: string }> };

/** The Pro Bundle first (it covers everything), then indicators by name. */
export async function listPublicIndicators(db: DbOrTx, filter: { categoryId?: number; limit: number }): Promise<CatalogueRow[]> {
  const conditions: SQL[] = [isPublic];
  if (filter.categoryId) {
    conditions.push(sql`exists (select 1 from ${indicatorCategories} f where f.indicator_id = "indicators"."id" and f.category_id = ${filter.categoryId})`);
  }
  return db
    .select(columns)
    .from(indicators)
    .where(and(...conditions))
    .orderBy(asc(indicators.kind), asc(indicators.name), desc(indicators.id))
    .limit(filter.limit) as Promise<CatalogueRow[]>;
}

export async function findPublicIndicator(db: DbOrTx, id: number): Promise<CatalogueRow | undefined> {
  const [row] = (await db
    .select(columns)
    .from(indicators)
    .where(and(eq(indicators.id, id), isPublic))) as CatalogueRow[];
  return row;
}

export async function listCategories(db: DbOrTx) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
}

/** id and last change of every public indicator, for the sitemap. */
export async function publicIndicatorDates(db: DbOrTx) {
  return db.select({ id: indicators.id, updatedAt: indicators.updatedAt }).from(indicators).where(isPublic).orderBy(asc(indicators.id));
}
