import { and, desc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { preparedPerDatabase } from '../platform/prepared.ts';
import { isPublic } from '../store/index.ts';
import { indicators, licences, orderItems, orders } from '../store/store.schema.ts';
import { releaseDownloads, releases } from './releases.schema.ts';

export type ReleaseRow = typeof releases.$inferSelect;
export type ReleaseWithProduct = ReleaseRow & { indicatorName: string };

const withProduct = { ...getTableColumns(releases), indicatorName: indicators.name };

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: indicators.id, name: indicators.name, kind: indicators.kind })
    .from(indicators)
    .where(and(eq(indicators.id, id), isNull(indicators.deletedAt)));
  return row;
}

export async function findRelease(db: DbOrTx, id: number): Promise<ReleaseWithProduct | undefined> {
  const [row] = await db
    .select(withProduct)
    .from(releases)
    .innerJoin(indicators, eq(indicators.id, releases.indicatorId))
    .where(eq(releases.id, id));
  return row;
}

export async function versionExists(db: DbOrTx, indicatorId: number, version: string): Promise<boolean> {
  const [row] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.indicatorId, indicatorId), eq(releases.version, version)));
  return Boolean(row);
}

/** Inserts the release, or returns undefined when the version exists (the unique index decides races). */
export async function insertRelease(db: DbOrTx, values: typeof releases.$inferInsert) {
  const [row] = await db.insert(releases).values(values).onConflictDoNothing().returning({ id: releases.id });
  return row;
}

/** The release's status and first publication, locked until the transaction ends, so a publication is seen once. */
export async function lockRelease(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ status: releases.status, publishedAt: releases.publishedAt })
    .from(releases)
    .where(eq(releases.id, id))
    .for('update');
  return row;
}

export async function updateRelease(db: DbOrTx, id: number, values: Partial<typeof releases.$inferInsert>) {
  await db
    .update(releases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(releases.id, id));
}

type ProductKind = 'indicator' | 'bundle';

/** The releases of a product (placeholder `productId`) of this kind; the bundle's cover every indicator. */
function prepareReleasesOf(kind: ProductKind, visibleOnly: boolean) {
  return preparedPerDatabase((db) => {
    const productId = sql.placeholder('productId');
    const ofProduct =
      kind === 'bundle'
        ? or(eq(releases.indicatorId, productId), and(eq(indicators.kind, 'indicator'), isNull(indicators.deletedAt)))
        : eq(releases.indicatorId, productId);
    return db
      .select(withProduct)
      .from(releases)
      .innerJoin(indicators, eq(indicators.id, releases.indicatorId))
      .where(visibleOnly ? and(ofProduct, eq(releases.status, 'published'), eq(releases.withdrawn, false)) : ofProduct)
      .prepare(`releases_of_${kind}${visibleOnly ? '_visible' : ''}`);
  });
}
const releasesOf = {
  indicator: { all: prepareReleasesOf('indicator', false), visible: prepareReleasesOf('indicator', true) },
  bundle: { all: prepareReleasesOf('bundle', false), visible: prepareReleasesOf('bundle', true) },
};

/**
 * The releases of these products; `visibleOnly` keeps what customers see (published, not
 * withdrawn). The bundle's library asks for the bundle and every indicator it covers.
 */
export async function listReleases(
  db: DbOrTx,
  product: { id: number; kind: ProductKind },
  options: { visibleOnly: boolean },
): Promise<ReleaseWithProduct[]> {
  return releasesOf[product.kind][options.visibleOnly ? 'visible' : 'all'](db).execute({ productId: product.id });
}

/**
 * What the public changelog shows: published, not withdrawn releases of products the catalogue
 * shows (active, not deleted), newest publication first.
 */
export async function listPublicReleases(db: DbOrTx) {
  return db
    .select({
      indicatorId: releases.indicatorId,
      indicatorName: indicators.name,
      version: releases.version,
      notes: releases.notes,
      publishedAt: sql<Date>`coalesce(${releases.publishedAt}, ${releases.createdAt})`.mapWith(releases.createdAt),
    })
    .from(releases)
    .innerJoin(indicators, eq(indicators.id, releases.indicatorId))
    .where(and(isPublic, eq(releases.status, 'published'), eq(releases.withdrawn, false)))
    .orderBy(desc(sql`coalesce(${releases.publishedAt}, ${releases.createdAt})`), releases.id);
}

export async function downloadCounts(db: DbOrTx, releaseIds: number[]): Promise<Map<number, number>> {
  if (releaseIds.length === 0) return new Map();
  const rows = await db
    .select({ releaseId: releaseDownloads.releaseId, n: sql<number>`count(*)::int` })
    .from(releaseDownloads)
    .where(inArray(releaseDownloads.releaseId, releaseIds))
    .groupBy(releaseDownloads.releaseId);
  return new Map(rows.map((r) => [r.releaseId, r.n]));
}

export async function logDownload(db: DbOrTx, values: { userId: number; releaseId: number; ip: string }) {
  await db.insert(releaseDownloads).values(values);
}

const productWithCover = preparedPerDatabase((db) => {
  const held = db
    .select({
      status: licences.status,
      indicatorId: licences.indicatorId,
      kind: indicators.kind,
      updatesUntil: licences.updatesUntil,
      disputed: sql<boolean>`exists (select 1 from ${orderItems} oi join ${orders} o on o.id = oi.order_id
        where oi.id = "licences"."order_item_id" and o.status = 'disputed')`.as('disputed'),
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(eq(licences.userId, sql.placeholder('userId')))
    .as('held');
  return db
    .select({
      id: indicators.id,
      name: indicators.name,
      kind: indicators.kind,
      held: {
        status: held.status,
        indicatorId: held.indicatorId,
        kind: held.kind,
        updatesUntil: held.updatesUntil,
        disputed: held.disputed,
      },
    })
    .from(indicators)
    .leftJoin(held, or(eq(held.indicatorId, indicators.id), eq(held.kind, 'bundle')))
    .where(and(eq(indicators.id, sql.placeholder('productId')), isNull(indicators.deletedAt)))
    .prepare('release_product_with_cover');
});

/**
 * `findProduct` and `licencesCovering` in one round trip: the product (not deleted) and the
 * user's licences that could cover it. Undefined when there is no such product.
 */
export async function findProductWithCover(db: DbOrTx, productId: number, userId: number) {
  const rows = await productWithCover(db).execute({ productId, userId });
  const [first] = rows;
  if (!first) return undefined;
  return {
    product: { id: first.id, name: first.name, kind: first.kind },
    held: rows.flatMap((row) => (row.held ? [row.held] : [])),
  };
}

/** The user's licences that could cover `product`: its own, and any bundle's. */
export async function licencesCovering(db: DbOrTx, userId: number, productId: number) {
  return db
    .select({
      status: licences.status,
      indicatorId: licences.indicatorId,
      kind: indicators.kind,
      updatesUntil: licences.updatesUntil,
      disputed: sql<boolean>`exists (select 1 from ${orderItems} oi join ${orders} o on o.id = oi.order_id
        where oi.id = "licences"."order_item_id" and o.status = 'disputed')`,
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(and(eq(licences.userId, userId), or(eq(licences.indicatorId, productId), eq(indicators.kind, 'bundle'))));
}

export async function findLicenceByKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      userId: licences.userId,
      indicatorId: licences.indicatorId,
      status: licences.status,
      kind: indicators.kind,
      updatesUntil: licences.updatesUntil,
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(eq(licences.key, key));
  return row;
}
