import { and, count, desc, eq, inArray, isNull, or, sql, lt } from 'drizzle-orm';
import { affiliates } from '../affiliates/affiliates.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { indicators, orders } from '../store/store.schema.ts';
import { cartDiscounts, discountCodes, discountRedemptions } from './discounts.schema.ts';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type DiscountValues = Omit<typeof discountCodes.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

// --- Admin ----------------------------------------------------------------------------------------

export async function listDiscounts(db: DbOrTx, limit: number): Promise<DiscountRow[]> {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id)).limit(limit);
}

export async function findDiscount(db: DbOrTx, id: number): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row;
}

/** Inserts unless the code is taken (unique index); returns nothing then. */
export async function insertDiscount(db: DbOrTx, values: DiscountValues): Promise<DiscountRow | undefined> {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDiscount(db: DbOrTx, id: number, values: DiscountValues): Promise<DiscountRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

export async function codeTakenByOther(db: DbOrTx, code: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), sql`${discountCodes.id} <> ${id}`));
  return row !== undefined;
}

export async function deleteDiscount(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id });
  return rows.length > 0;
}

export async function affiliateIdOfCode(db: DbOrTx, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.code, code));
  return row?.id;
}

export async function countIndicators(db: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(indicators)
    .where(and(inArray(indicators.id, ids), isNull(indicators.deletedAt)));
  return row?.n ?? 0;
}

// --- Customer -------------------------------------------------------------------------------------

/** A code with its affiliate's owner and status (an affiliate coupon), for the customer's checks. */
export async function findCodeForCustomer(db: DbOrTx, where: { code: string } | { id: number }) {
  const [row] = await db
    .select({ discount: discountCodes, affiliateUserId: affiliates.userId, affiliateStatus: affiliates.status })
    .from(discountCodes)
    .leftJoin(affiliates, eq(affiliates.id, discountCodes.affiliateId))
    .where('code' in where ? eq(discountCodes.code, where.code) : eq(discountCodes.id, where.id));
  return row;
}
export type CustomerCode = NonNullable<Awaited<ReturnType<typeof findCodeForCustomer>>>;

export async function cartDiscountId(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: cartDiscounts.discountId })
    .from(cartDiscounts)
    .where(eq(cartDiscounts.userId, userId));
  return row?.id;
}

export async function setCartDiscount(db: DbOrTx, userId: number, discountId: number) {
  await db
    .insert(cartDiscounts)
    .values({ userId, discountId })
    .onConflictDoUpdate({ target: cartDiscounts.userId, set: { discountId, appliedAt: new Date() } });
}

export async function clearCartDiscount(db: DbOrTx, userId: number) {
  await db.delete(cartDiscounts).where(eq(cartDiscounts.userId, userId));
}

/** The customer's orders with this code that still count (not cancelled). */
export async function customerUses(db: DbOrTx, discountId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/**
 * Takes one use of the code if any is left: a conditional UPDATE, so the row lock queues
 * concurrent checkouts and each re-reads `used_count` after the one before it committed.
 * False when the code is used up (or was deactivated or deleted meanwhile).
 */
export async function claimUse(db: DbOrTx, discountId: number): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, discountId),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses)),
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

export async function insertRedemption(db: DbOrTx, values: { discountId: number; userId: number; orderId: number }) {
  await db.insert(discountRedemptions).values(values);
}

/** A cancelled order gives its use of the code back (its redemption row goes, the counter drops). */
export async function releaseRedemption(db: DbOrTx, orderId: number) {
  const [gone] = await db
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ discountId: discountRedemptions.discountId });
  if (!gone) return;
  await db
    .update(discountCodes)
    .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
    .where(eq(discountCodes.id, gone.discountId));
}

/**
 * Counts a reopened order's use of its code again, past the code's limit if need be (the customer
 * has paid that price). Nothing when the code was deleted meanwhile or the use is counted already.
 */
export async function retakeRedemption(db: DbOrTx, order: { id: number; userId: number; discountCode: string }) {
  const [held] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.orderId, order.id));
  if (held) return;
  const [code] = await db
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(eq(discountCodes.code, order.discountCode))
    .returning({ id: discountCodes.id });
  if (code) await insertRedemption(db, { discountId: code.id, userId: order.userId, orderId: order.id });
}

/** How many orders used each code and were not cancelled: for tests and the admin's check. */
export async function ordersWithCode(db: DbOrTx, code: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.discountCode, code), sql`${orders.status} <> 'cancelled'`));
  return row?.n ?? 0;
}
