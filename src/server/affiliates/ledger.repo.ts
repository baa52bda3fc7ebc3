import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { mailLanguageSql } from '../auth/account.repo.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { affiliateLedger, affiliates, payouts, type LedgerType, type PayoutStatus } from './affiliates.schema.ts';

// The append-only ledger (inserts and sums only) and payout requests.

export async function balanceCents(db: DbOrTx, affiliateId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${affiliateLedger.amountCents}), 0)`.mapWith(Number) })
    .from(affiliateLedger)
    .where(eq(affiliateLedger.affiliateId, affiliateId));
  return row?.balance ?? 0;
}

export interface LedgerEntry {
  affiliateId: number;
  type: LedgerType;
  amountCents: number;
  referralId?: number;
  orderId?: number;
  payoutId?: number;
  refundId?: number;
}

/** Returns false when the entry already exists (same order or payout and type): hooks are idempotent. */
export async function appendLedger(db: DbOrTx, entry: LedgerEntry): Promise<boolean> {
  const rows = await db
    .insert(affiliateLedger)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: affiliateLedger.id });
  return rows.length > 0;
}

/** The order's one entry of a type that is not per refund (its commission, hold or release). */
export async function findOrderEntry(db: DbOrTx, orderId: number, type: LedgerType) {
  const [row] = await db
    .select()
    .from(affiliateLedger)
    .where(and(eq(affiliateLedger.orderId, orderId), eq(affiliateLedger.type, type), isNull(affiliateLedger.refundId)));
  return row;
}

/** What the order still earns: its commission less every reversal. */
export async function orderNetCommissionCents(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ net: sql<number>`coalesce(sum(${affiliateLedger.amountCents}), 0)`.mapWith(Number) })
    .from(affiliateLedger)
    .where(and(eq(affiliateLedger.orderId, orderId), inArray(affiliateLedger.type, ['commission', 'reversal'])));
  return row?.net ?? 0;
}

// --- Payouts ---------------------------------------------------------------------------

export type PayoutRow = typeof payouts.$inferSelect;

export async function insertPayout(
  db: DbOrTx,
  values: { affiliateId: number; amountCents: number; method: string; details: Record<string, unknown> },
) {
  const [row] = await db.insert(payouts).values(values).returning();
  return row!;
}

/** The affiliate's own payouts only, newest first. */
export async function listPayoutsOfAffiliate(
  db: DbOrTx,
  affiliateId: number,
  options: { page: number; pageSize: number },
) {
  const where = eq(payouts.affiliateId, affiliateId);
  const [total] = await db.select({ n: count() }).from(payouts).where(where);
  const rows = await db
    .select()
    .from(payouts)
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { rows, total: total?.n ?? 0 };
}

const adminPayoutColumns = {
  payout: payouts,
  affiliateCode: affiliates.code,
  displayName: users.displayName,
  email: users.email,
  /** The affiliate's language, for the payout e-mails. */
  language: mailLanguageSql(affiliates.language),
};

/** Requested payouts are a work queue (oldest first); the history reads newest first. */
export async function listPayoutsForAdmin(db: DbOrTx, options: { status?: PayoutStatus; page: number; limit: number }) {
  const where = options.status ? eq(payouts.status, options.status) : undefined;
  const [total] = await db.select({ n: count() }).from(payouts).where(where);
  const order =
    options.status === 'requested'
      ? [asc(payouts.createdAt), asc(payouts.id)]
      : [desc(payouts.createdAt), desc(payouts.id)];
  const rows = await db
    .select(adminPayoutColumns)
    .from(payouts)
    .innerJoin(affiliates, eq(affiliates.id, payouts.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(where)
    .orderBy(...order)
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findPayoutForAdmin(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select(adminPayoutColumns)
    .from(payouts)
    .innerJoin(affiliates, eq(affiliates.id, payouts.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(payouts.id, id));
  const [row] = options.lock ? await query.for('update', { of: payouts }) : await query;
  return row;
}

export async function setPayoutOutcome(
  db: DbOrTx,
  id: number,
  outcome: { status: 'paid'; reference: string } | { status: 'rejected'; reason: string },
) {
  await db
    .update(payouts)
    .set({ ...outcome, processedAt: new Date() })
    .where(eq(payouts.id, id));
}
