import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { categories, indicatorCategories, indicators } from './store.schema.ts';

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
  createdAt: indicators.createdAt,
  updatedAt: indicators.updatedAt,
};

export type CatalogueRow = Omit<typeof indicators.$inferSelect, 'deletedAt'> & {
  categories: Array<{ id: number; name: string }>;
};

/**
 * The categories of all the rows in a second query (one round trip, an index lookup per row)
 * rather than a correlated JSON aggregate per row, which made every catalogue read slow.
 */
async function withCategories(db: DbOrTx, rows: Array<Omit<CatalogueRow, 'categories'>>): Promise<CatalogueRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ indicatorId: indicatorCategories.indicatorId, id: categories.id, name: categories.name })
    .from(indicatorCategories)
    .innerJoin(categories, eq(categories.id, indicatorCategories.categoryId))
    .where(
      inArray(
        indicatorCategories.indicatorId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(categories.name), asc(categories.id));
  const byIndicator = new Map<number, Array<{ id: number; name: string }>>();
  for (const { indicatorId, ...category } of links) {
    const list = byIndicator.get(indicatorId);
    if (list) list.push(category);
    else byIndicator.set(indicatorId, [category]);
  }
  return rows.map((row) => ({ ...row, categories: byIndicator.get(row.id) ?? [] }));
}

/** The Pro Bundle first (it covers everything), then indicators by name. */
export async function listPublicIndicators(
  db: DbOrTx,
  filter: { categoryId?: number; limit: number },
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
  return withCategories(db, rows);
}

export async function findPublicIndicator(db: DbOrTx, id: number): Promise<CatalogueRow | undefined> {
  const rows = await db
    .select(columns)
    .from(indicators)
    .where(and(eq(indicators.id, id), isPublic));
  return (await withCategories(db, rows))[0];
}

export async function listCategories(db: DbOrTx) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
}

/** id and last change of every public indicator, for the sitemap. */
export async function publicIndicatorDates(db: DbOrTx) {
  return db
    .select({ id: indicators.id, updatedAt: indicators.updatedAt })
    .from(indicators)
    .where(isPublic)
    .orderBy(asc(indicators.id));
}
