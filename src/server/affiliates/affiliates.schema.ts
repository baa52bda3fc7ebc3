import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { orders } from '../store/store.schema.ts';
import { refunds } from '../refunds/refunds.schema.ts';

// Money is integer cents; the commission rate is basis points (1000 = 10%), so the admin's
// 0–100 % with step 0.1 is exact and commission arithmetic stays in integers.

export const AFFILIATE_STATUSES = ['active', 'inactive', 'banned'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

export const REFERRAL_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** `hold` (negative) keeps a disputed order's commission out of the balance; `release` gives it back when the dispute closes. */
export const LEDGER_TYPES = ['commission', 'reversal', 'payout', 'payout_refund', 'hold', 'release'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A commission without a decision row is `pending` (on hold); a decision is final. */
export const COMMISSION_DECISIONS = ['approved', 'declined'] as const;
export type CommissionDecision = (typeof COMMISSION_DECISIONS)[number];

/** Fraud review of a referral: `flagged` earns nothing until the admin approves or declines it. */
export const REFERRAL_REVIEW_STATUSES = ['flagged', 'approved', 'declined'] as const;
export type ReferralReviewStatus = (typeof REFERRAL_REVIEW_STATUSES)[number];
export const REFERRAL_FLAG_REASONS = ['email_match', 'affiliate_ip', 'ip_signups'] as const;
export type ReferralFlagReason = (typeof REFERRAL_FLAG_REASONS)[number];

/** SPEC §1: 10% commission by default. */
export const DEFAULT_COMMISSION_BP = 1000;

export const affiliates = pgTable(
  'affiliates',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** Human-friendly, upper case, unique (`JANE7K3Q`); matched case-insensitively. */
    code: text().notNull(),
    commissionRateBp: integer().notNull().default(DEFAULT_COMMISSION_BP),
    status: text({ enum: AFFILIATE_STATUSES }).notNull().default('active'),
    /** The page language when they joined: their e-mails use it unless they chose one on /account (`users.language`). */
    language: text().notNull().default('en'),
    /** Where the affiliate last used the shop from (their affiliate pages), for the fraud rules. */
    lastSeenIp: text(),
    lastSeenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliates_user_unique').on(t.userId),
    uniqueIndex('affiliates_code_unique').on(t.code),
    index('affiliates_status_idx').on(t.status, t.createdAt),
    check('affiliates_rate_range', sql`${t.commissionRateBp} between 0 and 10000`),
  ],
);

/** One row per referred user: a user can only ever be referred once. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial().primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id),
    referredUserId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: REFERRAL_STATUSES }).notNull().default('pending'),
    /** The address the referred user signed up from (fraud rules). */
    signupIp: text(),
    /** Null: never flagged. `flagged` earns nothing until the admin decides (fraud review). */
    reviewStatus: text({ enum: REFERRAL_REVIEW_STATUSES }),
    reviewReason: text({ enum: REFERRAL_FLAG_REASONS }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_referred_user_unique').on(t.referredUserId),
    index('referrals_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('referrals_affiliate_ip_idx').on(t.affiliateId, t.signupIp, t.createdAt),
    index('referrals_review_idx').on(t.reviewStatus, t.createdAt),
  ],
);

/** A PayPal mass payment: the admin groups requested payouts, exports one CSV, then marks it paid. */
export const payoutBatches = pgTable('payout_batches', {
  id: serial().primaryKey(),
  /** PayPal's batch reference, set when the batch is marked paid; each payout gets it too. */
  reference: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp({ withTimezone: true }),
});

export const payouts = pgTable(
  'payouts',
  {
    id: serial().primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id),
    amountCents: integer().notNull(),
    method: text().notNull(),
    /** For PayPal `{ paypalEmail }`. */
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: PAYOUT_STATUSES }).notNull().default('requested'),
    /** The payment provider's transaction reference, set when marked paid. */
    reference: text(),
    /** Why the admin rejected it, shown to the affiliate. */
    reason: text(),
    /** The mass payment it is part of, if any (at most one). */
    batchId: integer().references(() => payoutBatches.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payouts_batch_idx').on(t.batchId),
    index('payouts_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Append-only: balances and totals are sums over it. A trigger (migration
 * `affiliate_ledger_append_only`) refuses UPDATE and DELETE. The unique indexes make each
 * order earn its commission at most once (and lose it at most once per refund), and each payout debit and refund once,
 * so a hook that runs twice cannot double-count.
 */
export const affiliateLedger = pgTable(
  'affiliate_ledger',
  {
    id: serial().primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id),
    type: text({ enum: LEDGER_TYPES }).notNull(),
    /** Signed: commission and payout_refund positive, reversal and payout negative. */
    amountCents: integer().notNull(),
    referralId: integer().references(() => referrals.id),
    orderId: integer().references(() => orders.id),
    payoutId: integer().references(() => payouts.id),
    /** A refund's proportional reversal: one per refund, so an order may lose its commission in parts. */
    refundId: integer().references(() => refunds.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('affiliate_ledger_affiliate_idx').on(t.affiliateId, t.type),
    index('affiliate_ledger_referral_idx').on(t.referralId),
    uniqueIndex('affiliate_ledger_order_unique')
      .on(t.orderId, t.type)
      .where(sql`${t.orderId} is not null and ${t.refundId} is null`),
    uniqueIndex('affiliate_ledger_refund_unique')
      .on(t.refundId, t.type)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex('affiliate_ledger_payout_unique')
      .on(t.payoutId, t.type)
      .where(sql`${t.payoutId} is not null`),
    check(
      'affiliate_ledger_sign',
      sql`(${t.type} in ('commission', 'payout_refund', 'release') and ${t.amountCents} > 0) or (${t.type} in ('reversal', 'payout', 'hold') and ${t.amountCents} < 0)`,
    ),
  ],
);

/**
 * The status of a commission, kept beside the append-only ledger: one insert-only row per
 * commission ledger row, written when the hold job or the admin approves it or the admin
 * declines it. No row = `pending`. The unique index makes the decision happen once, however many
 * job runners race. Reversals of an order follow its commission's status (see ledger.repo.ts).
 */
export const commissionDecisions = pgTable(
  'commission_decisions',
  {
    id: serial().primaryKey(),
    ledgerId: integer()
      .notNull()
      .references(() => affiliateLedger.id),
    status: text({ enum: COMMISSION_DECISIONS }).notNull(),
    /** `system` (the hold job) or `admin`. */
    actor: text({ enum: ['system', 'admin'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('commission_decisions_ledger_unique').on(t.ledgerId)],
);
