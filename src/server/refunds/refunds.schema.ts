import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { STORED_ORDER_EVENT_TYPES } from '#shared/contracts/refunds.ts';
import { users } from '../auth/auth.schema.ts';
import { orderItems, orders } from '../store/store.schema.ts';

// Money going back: refunds through the payment provider, disputes, and the order's
// timeline. Amounts are integer cents.

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why money went back: an admin's refund, one made in the provider's dashboard, or a lost dispute. */
export const REFUND_SOURCES = ['admin', 'provider', 'dispute'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/**
 * One refund of an order. Its id is stable (the credit note is numbered from it) and makes the
 * provider's idempotency key (`novatick-refund-<id>`), so a retried call refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    amountCents: integer().notNull(),
    /** The tax inside `amountCents` (the sum of its lines' tax): net = amount − tax. */
    taxCents: integer().notNull().default(0),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    source: text({ enum: REFUND_SOURCES }).notNull(),
    /** The provider's refund id (Stripe `re_…`, or the dispute `dp_…` for a lost dispute). */
    providerRefundId: text(),
    reason: text(),
    /** The admin who asked for it; null for provider events. */
    requestedBy: integer().references(() => users.id),
    /** Set while one request calls the provider, so a concurrent click never calls it twice. */
    attemptStartedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
    /**
     * Steps of the cascade done (`refund-cascade.ts`: 1 status and timeline, 2 licences,
     * 3 commission, 4 e-mail). Each step moves it on in its own transaction, so a retry resumes.
     */
    cascadeStep: integer().notNull().default(0),
    /** The credit note's number (`CN-2026-000007`), issued with the refund's first cascade step. */
    creditNoteNumber: text(),
    creditNotedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    // The dashboard counts a refund on the day it settled: a period's refunds by range.
    index('refunds_settled_idx').on(t.settledAt),
    uniqueIndex('refunds_credit_note_number_unique').on(t.creditNoteNumber),
    uniqueIndex('refunds_provider_refund_unique').on(t.providerRefundId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The items a refund gives back (their licences are revoked); none for an amount-only refund. */
export const refundItems = pgTable(
  'refund_items',
  {
    refundId: integer()
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderItemId] }), index('refund_items_item_idx').on(t.orderItemId)],
);

/**
 * What a refund gives back of each order line, in cents, tax included, and the tax inside it
 * (`refund-plan.ts`). Every refund has lines (an amount-only refund too), so per line the refunds
 * never exceed what was paid for it, and the lines of a refund add up to its amount and tax.
 */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: integer()
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id),
    amountCents: integer().notNull(),
    taxCents: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderItemId] }), index('refund_lines_item_idx').on(t.orderItemId)],
);

export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A chargeback, by the provider's dispute id; the licences it suspended are reinstated if it is won. */
export const orderDisputes = pgTable('order_disputes', {
  id: text().primaryKey(),
  orderId: integer()
    .notNull()
    .references(() => orders.id),
  amountCents: integer().notNull(),
  status: text({ enum: DISPUTE_STATUSES }).notNull().default('open'),
  reason: text(),
  suspendedLicenceIds: jsonb().$type<number[]>().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp({ withTimezone: true }),
});

/** The provider's payment behind an order (Stripe PaymentIntent), so charge and dispute events find it. */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id),
    provider: text().notNull(),
    paymentIntentId: text().notNull(),
  },
  (t) => [uniqueIndex('order_payments_intent_unique').on(t.provider, t.paymentIntentId)],
);

export const ORDER_EVENT_TYPES = STORED_ORDER_EVENT_TYPES;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * The order's timeline (placed and paid come from the order row itself). `dedupeKey` makes each
 * step of a retried cascade land once (`refund:12:mail`).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    type: text({ enum: ORDER_EVENT_TYPES }).notNull(),
    details: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_events_dedupe_unique').on(t.dedupeKey),
  ],
);
