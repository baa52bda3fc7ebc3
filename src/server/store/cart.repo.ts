import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { isPublic } from './catalogue.repo.ts';
import { cartItems, indicators, licences } from './store.schema.ts';

// Every query is scoped by user id in SQL: a user can only ever touch their own cart.

/**
 * The user's cart lines whose indicator is still on sale, oldest first. A renewal line
 * costs the product's renewal price and names its licence (key and current end of updates).
 */
export async function listCart(db: DbOrTx, userId: number) {
  return db
    .select({
      id: cartItems.id,
      indicatorId: indicators.id,
      name: indicators.name,
      shortDescription: indicators.shortDescription,
      imageUrl: indicators.imageUrl,
      priceCents:
        sql<number>`case when ${cartItems.renewalOfLicenceId} is null then ${indicators.priceCents} else ${indicators.renewalPriceCents} end`.mapWith(
          Number,
        ),
      kind: indicators.kind,
      machineLimit: indicators.machineLimit,
      renewalOfLicenceId: cartItems.renewalOfLicenceId,
      renewalKey: licences.key,
      renewalUpdatesUntil: licences.updatesUntil,
    })
    .from(cartItems)
    .innerJoin(indicators, eq(indicators.id, cartItems.indicatorId))
    .leftJoin(licences, eq(licences.id, cartItems.renewalOfLicenceId))
    .where(and(eq(cartItems.userId, userId), isPublic))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}
export type CartLine = Awaited<ReturnType<typeof listCart>>[number];

export async function countCart(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** Adding twice is harmless: the unique (user, indicator) index keeps one line. */
export async function addLine(db: DbOrTx, userId: number, indicatorId: number, renewalOfLicenceId?: number) {
  await db
    .insert(cartItems)
    .values({ userId, indicatorId, renewalOfLicenceId: renewalOfLicenceId ?? null })
    .onConflictDoNothing();
}

export async function removeLine(db: DbOrTx, userId: number, indicatorId: number) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.indicatorId, indicatorId)));
}

/** After an order completes, what it bought leaves the cart (other lines stay). */
export async function removeLines(db: DbOrTx, userId: number, indicatorIds: number[]) {
  if (indicatorIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.indicatorId, indicatorIds)));
}

/** Account deletion: the cart goes. */
export async function emptyCartOf(db: DbOrTx, userId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
