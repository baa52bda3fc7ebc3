import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  sql,
  sum,
  type Column,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { OPEN_SUGGESTION_STATUSES } from '#shared/contracts/admin-analytics.constants.ts';
import type { AnalyticsInterval } from '#shared/contracts/admin-analytics.constants.ts';
import { referrals } from '../affiliates/affiliates.schema.ts';
import { licenceEvents } from '../licences/licences.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { indicators, orderItems, orders, paymentEvents } from '../store/store.schema.ts';
import { suggestions } from '../suggestions/suggestions.schema.ts';
import { supportMessages } from '../support/support.schema.ts';

// The dashboard's queries. Each reads one date range through an index on the column it cuts by
// (orders.completed_at, orders.refunded_at, licence_events(type, created_at),
// payment_events has few rows) and groups by the bucket in the shop's time zone.

/** `from`..`to` (days, both included) read in `timeZone`, and how buckets are cut. */
export interface AnalyticsWindow {
  from: string;
  to: string;
  timeZone: string;
  interval: AnalyticsInterval;
}

/** Midnight at the start of `day` in the window's time zone, as an instant. */
const midnight = (day: string, timeZone: string) => sql`((${day})::date)::timestamp at time zone ${timeZone}`;
const nextMidnight = (day: string, timeZone: string) => sql`((${day})::date + 1)::timestamp at time zone ${timeZone}`;

const within = (column: SQLWrapper, w: AnalyticsWindow) =>
  and(gte(column, midnight(w.from, w.timeZone)), lt(column, nextMidnight(w.to, w.timeZone)));

/** The bucket's first day, `YYYY-MM-DD`, in the window's time zone. */
const bucketOf = (column: SQLWrapper, w: AnalyticsWindow, interval: AnalyticsInterval = w.interval) =>
  sql<string>`to_char(date_trunc(${interval}, ${column} at time zone ${w.timeZone}), 'YYYY-MM-DD')`;

const PAID = ['completed', 'refunded'] as const;

/** `group by 1`: the bucket expression carries parameters, and a repeated one would not match the select's. */
const FIRST_COLUMN = sql`1`;

const referred = (userId: Column) =>
  exists(sql`(select 1 from ${referrals} where ${referrals.referredUserId} = ${userId})`);

const int = (value: SQL) => value.mapWith(Number);

/** Orders paid in the window per bucket: count, subtotal, the referred part, and how many were refunded since. */
export async function salesByBucket(db: DbOrTx, w: AnalyticsWindow) {
  const bucket = bucketOf(orders.completedAt, w);
  return db
    .select({
      bucket,
      orders: count(),
      salesCents: int(sql`coalesce(${sum(orders.subtotalCents)}, 0)`),
      affiliateCents: int(sql`coalesce(sum(${orders.subtotalCents}) filter (where ${referred(orders.userId)}), 0)`),
      refundedOrders: int(sql`count(*) filter (where ${orders.status} = 'refunded')`),
    })
    .from(orders)
    .where(and(inArray(orders.status, PAID), within(orders.completedAt, w)))
    .groupBy(FIRST_COLUMN);
}

/** Refunds made in the window per bucket (a refund is a whole order). */
export async function refundsByBucket(db: DbOrTx, w: AnalyticsWindow) {
  const bucket = bucketOf(orders.refundedAt, w);
  return db
    .select({
      bucket,
      refundsCents: int(sql`coalesce(${sum(orders.subtotalCents)}, 0)`),
      affiliateCents: int(sql`coalesce(sum(${orders.subtotalCents}) filter (where ${referred(orders.userId)}), 0)`),
    })
    .from(orders)
    .where(and(eq(orders.status, 'refunded'), within(orders.refundedAt, w)))
    .groupBy(FIRST_COLUMN);
}

/** Customers whose first paid order falls in the window, per bucket. */
export async function newCustomersByBucket(db: DbOrTx, w: AnalyticsWindow) {
  const firsts = db
    .select({ userId: orders.userId, first: sql<Date>`min(${orders.completedAt})`.as('first') })
    .from(orders)
    .where(inArray(orders.status, PAID))
    .groupBy(orders.userId)
    .as('firsts');
  const bucket = bucketOf(firsts.first, w);
  return db.select({ bucket, customers: count() }).from(firsts).where(within(firsts.first, w)).groupBy(FIRST_COLUMN);
}

/** Licence activations per day. */
export async function activationsByDay(db: DbOrTx, w: AnalyticsWindow) {
  const bucket = bucketOf(licenceEvents.createdAt, w, 'day');
  return db
    .select({ bucket, activations: count() })
    .from(licenceEvents)
    .where(and(eq(licenceEvents.type, 'activated'), within(licenceEvents.createdAt, w)))
    .groupBy(FIRST_COLUMN);
}

/** Payment events of `type` (disputes) received in the window. */
export async function countPaymentEvents(db: DbOrTx, w: AnalyticsWindow, type: string) {
  const [row] = await db
    .select({ n: count() })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.type, type), within(paymentEvents.receivedAt, w)));
  return row?.n ?? 0;
}

/** Revenue and units per product over orders paid in the window and not refunded. */
export async function indicatorSales(db: DbOrTx, w: AnalyticsWindow) {
  const revenue = int(sql`sum(${orderItems.priceCents})`);
  return db
    .select({ indicatorId: orderItems.indicatorId, name: indicators.name, revenueCents: revenue, units: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(indicators, eq(indicators.id, orderItems.indicatorId))
    .where(and(eq(orders.status, 'completed'), within(orders.completedAt, w)))
    .groupBy(orderItems.indicatorId, indicators.name)
    .orderBy(desc(revenue));
}

export async function openCounts(db: DbOrTx) {
  const [[s], [m]] = await Promise.all([
    db.select({ n: count() }).from(suggestions).where(inArray(suggestions.status, OPEN_SUGGESTION_STATUSES)),
    db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.status, 'open')),
  ]);
  return { suggestions: s?.n ?? 0, supportMessages: m?.n ?? 0 };
}
