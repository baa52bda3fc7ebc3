import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mailLanguageSql } from '../auth/index.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { containsPattern } from '../platform/sql-like.ts';
import {
  affiliateLedger,
  commissionDecisions,
  affiliates,
  payouts,
  referrals,
  type AffiliateStatus,
  type ReferralFlagReason,
  type ReferralReviewStatus,
  type ReferralStatus,
} from './affiliates.schema.ts';
import { balanceSql } from './ledger.repo.ts';

// Affiliates and referrals. Ledger and payouts live in ledger.repo.ts.

export type AffiliateRow = typeof affiliates.$inferSelect;

export async function findAffiliateByUserId(db: DbOrTx, userId: number): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
  return row;
}

/** Locks the affiliate row: every ledger write for one affiliate is serialised behind it. */
export async function lockAffiliate(
  db: DbOrTx,
  by: { id: number } | { userId: number },
): Promise<AffiliateRow | undefined> {
  const where = 'id' in by ? eq(affiliates.id, by.id) : eq(affiliates.userId, by.userId);
  const [row] = await db.select().from(affiliates).where(where).for('update');
  return row;
}

/** The affiliate behind a referral code, with its owner's e-mail (self-referral check). */
export async function findAffiliateByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      id: affiliates.id,
      userId: affiliates.userId,
      status: affiliates.status,
      email: users.email,
      lastSeenIp: affiliates.lastSeenIp,
      lastSeenAt: affiliates.lastSeenAt,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliates.code, code));
  return row;
}

/** Inserts unless the user already is an affiliate or the code is taken; returns the row or nothing. */
/** Who an affiliate's e-mails go to, and in which language. */
export async function affiliateContact(db: DbOrTx, affiliateId: number) {
  const [row] = await db
    .select({ email: users.email, displayName: users.displayName, language: mailLanguageSql(affiliates.language) })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliates.id, affiliateId));
  return row;
}

export async function insertAffiliate(
  db: DbOrTx,
  values: { userId: number; code: string; language: string },
): Promise<AffiliateRow | undefined> {
  const [row] = await db.insert(affiliates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function affiliateStats(db: DbOrTx, affiliateId: number) {
  const [row] = await db
    .select({
      totalReferrals:
        sql<number>`(select count(*) from ${referrals} where ${referrals.affiliateId} = ${affiliateId})`.mapWith(
          Number,
        ),
      /** Earned net of reversals, declined and in-review commissions left out. */
      totalCommissionsCents: sql<number>`${balanceSql(affiliateId)} - ${nonCommissionSql(affiliateId)}`.mapWith(Number),
      paidOutCents:
        sql<number>`coalesce((select sum(${payouts.amountCents}) from ${payouts} where ${payouts.affiliateId} = ${affiliateId} and ${payouts.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
    })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId));
  return row!;
}

/** Payouts and their refunds: the ledger rows that are not commission money. */
const nonCommissionSql = (affiliateId: number) =>
  sql`(select coalesce(sum(${affiliateLedger.amountCents}), 0) from ${affiliateLedger} where ${affiliateLedger.affiliateId} = ${affiliateId} and ${affiliateLedger.type} in ('payout', 'payout_refund'))`;

/** The affiliate used their pages from `ip`: kept for the fraud rules (written at most every 5 minutes per address). */
export async function recordAffiliateSeen(db: DbOrTx, userId: number, ip: string) {
  await db
    .update(affiliates)
    .set({ lastSeenIp: ip, lastSeenAt: sql`now()` })
    .where(
      and(
        eq(affiliates.userId, userId),
        sql`(${affiliates.lastSeenIp} is distinct from ${ip} or ${affiliates.lastSeenAt} is null or ${affiliates.lastSeenAt} < now() - interval '5 minutes')`,
      ),
    );
}

// --- Referrals -------------------------------------------------------------------------

/** One referral per referred user (unique index): a second attempt is ignored. */
export async function insertReferral(
  db: DbOrTx,
  values: {
    affiliateId: number;
    referredUserId: number;
    signupIp?: string | null;
    reviewStatus?: 'flagged';
    reviewReason?: ReferralFlagReason;
  },
) {
  const [row] = await db.insert(referrals).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findReferralOfUser(db: DbOrTx, referredUserId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId));
  return row;
}

export async function setReferralStatus(db: DbOrTx, referralId: number, status: ReferralStatus) {
  await db.update(referrals).set({ status, updatedAt: new Date() }).where(eq(referrals.id, referralId));
}

/** Sign-ups the affiliate got from `ip` in the last 24 hours (fraud rule: too many from one address). */
export async function recentSignupsFromIp(db: DbOrTx, affiliateId: number, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.affiliateId, affiliateId),
        eq(referrals.signupIp, ip),
        sql`${referrals.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return row?.n ?? 0;
}

/** What a referral has earned net of reversals, in cents. */
export async function referralNetCommissionCents(db: DbOrTx, referralId: number): Promise<number> {
  const [row] = await db
    .select({ net: sql<number>`coalesce(sum(${affiliateLedger.amountCents}), 0)`.mapWith(Number) })
    .from(affiliateLedger)
    .where(and(eq(affiliateLedger.referralId, referralId), sql`${affiliateLedger.type} in ('commission', 'reversal')`));
  return row?.net ?? 0;
}

/** An affiliate's own referrals only: ownership is part of the query (STYLE rule 5). */
export async function listReferrals(
  db: DbOrTx,
  affiliateId: number,
  options: { page: number; pageSize: number; status?: ReferralStatus },
) {
  const where = and(
    eq(referrals.affiliateId, affiliateId),
    options.status ? eq(referrals.status, options.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(referrals).where(where);
  const rows = await db
    .select({
      id: referrals.id,
      createdAt: referrals.createdAt,
      status: referrals.status,
      displayName: users.displayName,
      email: users.email,
      commissionCents:
        sql<number>`coalesce((select sum(${affiliateLedger.amountCents}) from ${affiliateLedger} where ${affiliateLedger.referralId} = ${referrals.id} and ${affiliateLedger.type} in ('commission', 'reversal')), 0)`.mapWith(
          Number,
        ),
      // The oldest commission still waiting for its decision (the hold job or the admin).
      heldSince: sql<Date | string | null>`(select min(l.created_at) from ${affiliateLedger} l
        where l.referral_id = ${referrals.id} and l.type = 'commission'
        and not exists (select 1 from ${commissionDecisions} d where d.ledger_id = l.id))`,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(where)
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { rows, total: total?.n ?? 0 };
}

// --- Admin -----------------------------------------------------------------------------

/** Referrals by review status (the flagged queue oldest first), with both parties' names. */
export async function listReviewReferrals(
  db: DbOrTx,
  options: { status: ReferralReviewStatus; page: number; limit: number },
) {
  const referred = alias(users, 'referred');
  const where = eq(referrals.reviewStatus, options.status);
  const [total] = await db.select({ n: count() }).from(referrals).where(where);
  const rows = await db
    .select({
      id: referrals.id,
      affiliateId: affiliates.id,
      affiliateCode: affiliates.code,
      affiliateName: users.displayName,
      affiliateEmail: users.email,
      referredName: referred.displayName,
      referredEmail: referred.email,
      signupIp: referrals.signupIp,
      reviewStatus: referrals.reviewStatus,
      reviewReason: referrals.reviewReason,
      reviewedAt: referrals.reviewedAt,
      createdAt: referrals.createdAt,
      heldCents:
        sql<number>`coalesce((select sum(l.amount_cents) from affiliate_ledger l where l.referral_id = ${referrals.id} and l.type in ('commission', 'reversal')), 0)`.mapWith(
          Number,
        ),
    })
    .from(referrals)
    .innerJoin(affiliates, eq(affiliates.id, referrals.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .innerJoin(referred, eq(referred.id, referrals.referredUserId))
    .where(where)
    .orderBy(
      ...(options.status === 'flagged'
        ? [asc(referrals.createdAt), asc(referrals.id)]
        : [desc(referrals.createdAt), desc(referrals.id)]),
    )
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Locks the named referrals (review decisions), returning their id and review status. */
export async function lockReferrals(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: referrals.id, reviewStatus: referrals.reviewStatus })
    .from(referrals)
    .where(inArray(referrals.id, ids))
    .orderBy(asc(referrals.id))
    .for('update');
}

export async function setReferralReview(db: DbOrTx, ids: number[], status: 'approved' | 'declined') {
  await db
    .update(referrals)
    .set({ reviewStatus: status, reviewedAt: new Date(), updatedAt: new Date() })
    .where(inArray(referrals.id, ids));
}

/** `%` and `_` typed by the admin are matched literally. */

export async function listAffiliatesForAdmin(
  db: DbOrTx,
  options: { page: number; limit: number; search?: string; status?: AffiliateStatus },
) {
  const filters: SQL[] = [];
  if (options.search) {
    const pattern = containsPattern(options.search);
    filters.push(or(ilike(affiliates.code, pattern), ilike(users.displayName, pattern), ilike(users.email, pattern))!);
  }
  if (options.status) filters.push(eq(affiliates.status, options.status));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(where);
  const rows = await db
    .select({
      id: affiliates.id,
      displayName: users.displayName,
      email: users.email,
      code: affiliates.code,
      commissionRateBp: affiliates.commissionRateBp,
      status: affiliates.status,
      createdAt: affiliates.createdAt,
      totalReferrals:
        sql<number>`(select count(*) from ${referrals} where ${referrals.affiliateId} = ${affiliates.id})`.mapWith(
          Number,
        ),
      totalCommissionsCents:
        sql<number>`${balanceSql(sql`${affiliates.id}`)} - coalesce((select sum(p.amount_cents) from affiliate_ledger p where p.affiliate_id = ${affiliates.id} and p.type in ('payout', 'payout_refund')), 0)`.mapWith(
          Number,
        ),
      balanceCents: balanceSql(sql`${affiliates.id}`),
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(where)
    .orderBy(desc(affiliates.createdAt), desc(affiliates.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function updateAffiliate(
  db: DbOrTx,
  id: number,
  changes: { status?: AffiliateStatus; commissionRateBp?: number },
) {
  const [row] = await db
    .update(affiliates)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(affiliates.id, id))
    .returning({ id: affiliates.id });
  return row;
}

/**
 * Account deletion: the affiliate account stays for the ledger, switched off, with a fresh code
 * (the old one was made from the name) and payout details (the PayPal address) blanked.
 */
export async function anonymiseAffiliate(db: DbOrTx, userId: number, code: string) {
  const [row] = await db
    .update(affiliates)
    .set({ status: 'inactive', code, updatedAt: new Date() })
    .where(eq(affiliates.userId, userId))
    .returning({ id: affiliates.id });
  if (row) await db.update(payouts).set({ details: {} }).where(eq(payouts.affiliateId, row.id));
}
