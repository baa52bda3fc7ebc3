import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { mailLanguageSql } from '../auth/index.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { payoutPaidWebhook } from '../webhooks/index.ts';
import { affiliateLedger, affiliates, payouts, type LedgerType, type PayoutStatus } from './affiliates.schema.ts';

// The append-only ledger (inserts and sums only) and payout requests.

/**
 * Which balance a ledger row `l` counts towards (commission hold, fraud review):
 * - a commission, and every reversal, dispute hold and release of the same order, follows the
 *   commission's decision (`commission_decisions`): `approved`, `declined`; without one it is
 *   `declined` when its referral was declined in fraud review, `review` while it is flagged, else
 *   `pending` (on hold). So a dispute on a pending commission holds pending money, never approved
 *   money;
 * - payouts and payout refunds are `approved` money.
 * Reversals are matched to their commission by order only, so however a refund writes its
 * reversal rows (whole or partial) they land in the right balance.
 */
const STATUS_JOINS = sql`left join affiliate_ledger c on l.type in ('commission', 'reversal', 'hold', 'release') and c.type = 'commission' and c.order_id = l.order_id
  left join commission_decisions d on d.ledger_id = c.id
  left join referrals r on r.id = c.referral_id`;
const STATUS_OF_ROW = sql`case when c.id is null or d.status = 'approved' then 'approved' when d.status = 'declined' or r.review_status = 'declined' then 'declined' when r.review_status = 'flagged' then 'review' else 'pending' end`;

/** One affiliate's ledger summed per status; `affiliate` is an id or a column (correlated subquery). */
const bucketSum = (affiliate: number | SQL, statuses: string[]) =>
  sql<number>`(select coalesce(sum(l.amount_cents) filter (where ${STATUS_OF_ROW} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})), 0) from affiliate_ledger l ${STATUS_JOINS} where l.affiliate_id = ${affiliate})`.mapWith(Number);

/** What the affiliate is owed: approved plus pending money (declined and in-review count for nothing). */
export const balanceSql = (affiliate: number | SQL) => bucketSum(affiliate, ['approved', 'pending']);
/** The part of it that may be paid out. */
export const approvedBalanceSql = (affiliate: number | SQL) => bucketSum(affiliate, ['approved']);

export interface Balances {
  pendingCents: number;
  approvedCents: number;
  reviewCents: number;
  /** approved + pending. */
  balanceCents: number;
}

export async function balancesOf(db: DbOrTx, affiliateId: number): Promise<Balances> {
  const [row] = await db
    .select({
      pendingCents: bucketSum(affiliateId, ['pending']),
      approvedCents: bucketSum(affiliateId, ['approved']),
      reviewCents: bucketSum(affiliateId, ['review']),
    })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId));
  const b = row ?? { pendingCents: 0, approvedCents: 0, reviewCents: 0 };
  return { ...b, balanceCents: b.pendingCents + b.approvedCents };
}

export async function balanceCents(db: DbOrTx, affiliateId: number): Promise<number> {
  return (await balancesOf(db, affiliateId)).balanceCents;
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
  if (outcome.status === 'paid') await payoutPaidWebhook(db, id);
}
