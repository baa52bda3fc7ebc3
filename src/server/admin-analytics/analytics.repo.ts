import { and, count, desc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

const int = (value: SQL) => value.mapWith(Number);

/** What one row of `dailyFacts` counts. */
export type FactKind = 'sale' | 'refund' | 'customer' | 'activation' | 'dispute';

/** One group of `dailyFacts`: a kind of fact on one day of the shop's time zone. */
export interface DailyFact {
  kind: FactKind;
  /** The day, `YYYY-MM-DD`, in the window's time zone. */
  day: string;
  /** Orders paid, refunds, new customers, activations or disputes. */
  n: number;
  /** Subtotal of the orders paid or refunded (tax is not revenue). */
  cents: number;
  /** The part of `cents` from referred customers. */
  affiliateCents: number;
  /** Orders paid that were refunded since. */
  refunded: number;
}

interface Rows<T> {
  rows: T[];
}

/** `column` as a day of the shop, `YYYY-MM-DD` (the group key of every part of `dailyFacts`). */
const localDay = (column: SQL, timeZone: string) =>
  sql`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;

/**
 * Every fact of `from`..`to` grouped by kind and day, in one statement (issue 15: the dashboard's
 * p99). The service folds the days into each period's buckets (`bucketStart`), so the database
 * groups each table's rows once, in a hash by day, and never sorts the union of all of them.
 * Facts: orders paid (completed or refunded since) by completed_at, refunds (a refund is a whole
 * order) by refunded_at, customers by their first paid order, activations, disputes
 * (`disputeType`) by received_at. The bounds are plain parameters, so the planner sees how many
 * rows the range holds: a short range reads through the indexes (orders.completed_at,
 * orders.refunded_at, licence_events(type, created_at)), a year or more of orders is read whole.
 */
export async function dailyFacts(
  db: DbOrTx,
  w: Omit<AnalyticsWindow, 'interval'>,
  disputeType: string,
): Promise<DailyFact[]> {
  const { timeZone: tz } = w;
  const start = midnight(w.from, tz);
  const stop = nextMidnight(w.to, tz);
  const referredCents = sql`coalesce(sum(o.subtotal_cents) filter (where r.referred_user_id is not null), 0)::bigint`;
  /** A kind of fact counted per day (no money). */
  const perDay = (kind: FactKind, column: SQL, from: SQL, where: SQL) => sql`
    select ${kind}::text, ${localDay(column, tz)}, count(*)::int, 0::bigint, 0::bigint, 0
    from ${from} where ${where} and ${column} >= ${start} and ${column} < ${stop}
    group by 2`;
  const result = await db.execute(sql`
    select 'sale' as kind, ${localDay(sql`o.completed_at`, tz)} as day, count(*)::int as n,
      sum(o.subtotal_cents)::bigint as cents, ${referredCents} as "affiliateCents",
      (count(*) filter (where o.status = 'refunded'))::int as refunded
    from ${orders} o left join ${referrals} r on r.referred_user_id = o.user_id
    where o.status in ('completed', 'refunded') and o.completed_at >= ${start} and o.completed_at < ${stop}
    group by 2
    union all
    select 'refund', ${localDay(sql`o.refunded_at`, tz)}, count(*)::int, sum(o.subtotal_cents)::bigint, ${referredCents}, 0
    from ${orders} o left join ${referrals} r on r.referred_user_id = o.user_id
    where o.status = 'refunded' and o.refunded_at >= ${start} and o.refunded_at < ${stop}
    group by 2
    union all
    ${perDay(
      'customer',
      sql`f.first`,
      sql`(select min(completed_at) as first from ${orders} where status in ('completed', 'refunded') group by user_id) f`,
      sql`true`,
    )}
    union all
    ${perDay('activation', sql`e.created_at`, sql`${licenceEvents} e`, sql`e.type = 'activated'`)}
    union all
    ${perDay('dispute', sql`p.received_at`, sql`${paymentEvents} p`, sql`p.type = ${disputeType}`)}`);
  return (result as unknown as Rows<DailyFact>).rows.map((row) => ({
    ...row,
    cents: Number(row.cents),
    affiliateCents: Number(row.affiliateCents),
  }));
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
