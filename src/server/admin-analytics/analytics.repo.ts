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

/** What one row of `periodFacts` counts. */
export type FactKind = 'sale' | 'refund' | 'customer' | 'activation' | 'dispute';

/** One group of `periodFacts`: a kind of fact in one bucket of one period. */
export interface PeriodFact {
  kind: FactKind;
  /** The current period (else the previous one). */
  current: boolean;
  /** The bucket's first day, `YYYY-MM-DD` (activations: the day). */
  bucket: string;
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

/**
 * Both periods of the dashboard in one statement: `previous` runs from `previousFrom` to the
 * day before `current.from`, so one range read per table (through orders.completed_at,
 * orders.refunded_at, licence_events(type, created_at); payment_events has few rows) covers
 * them, and each fact goes to its period by `from`'s midnight. Facts: orders paid (completed or
 * refunded since) by completed_at, refunds (a refund is a whole order) by refunded_at, customers
 * by their first paid order, activations per day, disputes (`disputeType`) by received_at.
 */
export async function periodFacts(
  db: DbOrTx,
  current: AnalyticsWindow,
  previousFrom: string,
  disputeType: string,
): Promise<PeriodFact[]> {
  const tz = current.timeZone;
  const result = await db.execute(sql`
    with w as (
      select ${midnight(previousFrom, tz)} as start, ${midnight(current.from, tz)} as split,
        ${nextMidnight(current.to, tz)} as stop
    ),
    facts as (
      select 'sale' as kind, o.completed_at as at, o.subtotal_cents as cents, o.status = 'refunded' as refunded,
        exists (select 1 from ${referrals} r where r.referred_user_id = o.user_id) as referred
      from ${orders} o, w
      where o.status in ('completed', 'refunded') and o.completed_at >= w.start and o.completed_at < w.stop
      union all
      select 'refund', o.refunded_at, o.subtotal_cents, false,
        exists (select 1 from ${referrals} r where r.referred_user_id = o.user_id)
      from ${orders} o, w
      where o.status = 'refunded' and o.refunded_at >= w.start and o.refunded_at < w.stop
      union all
      select 'customer', f.first, 0, false, false
      from (
        select min(completed_at) as first from ${orders}
        where status in ('completed', 'refunded') group by user_id
      ) f, w
      where f.first >= w.start and f.first < w.stop
      union all
      select 'activation', e.created_at, 0, false, false
      from ${licenceEvents} e, w
      where e.type = 'activated' and e.created_at >= w.start and e.created_at < w.stop
      union all
      select 'dispute', p.received_at, 0, false, false
      from ${paymentEvents} p, w
      where p.type = ${disputeType} and p.received_at >= w.start and p.received_at < w.stop
    ),
    groups as (
      select kind, at >= w.split as "current",
        date_trunc(case when kind = 'activation' then 'day' else ${current.interval} end, at at time zone ${tz}) as bucket,
        count(*)::int as n, coalesce(sum(cents), 0)::bigint as cents,
        coalesce(sum(cents) filter (where referred), 0)::bigint as affiliate_cents,
        (count(*) filter (where refunded))::int as refunded
      from facts, w
      group by 1, 2, 3
    )
    select kind, "current", to_char(bucket, 'YYYY-MM-DD') as bucket, n, cents, affiliate_cents as "affiliateCents", refunded
    from groups`);
  return (result as unknown as Rows<PeriodFact>).rows.map((row) => ({
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
