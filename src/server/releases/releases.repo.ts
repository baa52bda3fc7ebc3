import { and, desc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { isPublic } from '../store/catalogue.repo.ts';
import { indicators, licences } from '../store/store.schema.ts';
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

/**
 * The releases of these products; `visibleOnly` keeps what customers see (published, not
 * withdrawn). The bundle's library asks for the bundle and every indicator it covers.
 */
export async function listReleases(
  db: DbOrTx,
  product: { id: number; kind: 'indicator' | 'bundle' },
  options: { visibleOnly: boolean },
): Promise<ReleaseWithProduct[]> {
  const ofProduct =
    product.kind === 'bundle'
      ? or(eq(releases.indicatorId, product.id), and(eq(indicators.kind, 'indicator'), isNull(indicators.deletedAt)))
      : eq(releases.indicatorId, product.id);
  return db
    .select(withProduct)
    .from(releases)
    .innerJoin(indicators, eq(indicators.id, releases.indicatorId))
    .where(
      options.visibleOnly ? and(ofProduct, eq(releases.status, 'published'), eq(releases.withdrawn, false)) : ofProduct,
    );
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

/** The user's licences that could cover `product`: its own, and any bundle's. */
export async function licencesCovering(db: DbOrTx, userId: number, productId: number) {
  return db
    .select({ status: licences.status, indicatorId: licences.indicatorId, kind: indicators.kind })
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
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(eq(licences.key, key));
  return row;
}
