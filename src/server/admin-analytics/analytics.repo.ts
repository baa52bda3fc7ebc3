import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OPEN_SUGGESTION_STATUSES } from '#shared/contracts/admin-analytics.constants.ts';
import type { AnalyticsInterval } from '#shared/contracts/admin-analytics.constants.ts';
import type { TopIndicator } from '#shared/contracts/admin-analytics.ts';
import { affiliateLedger, commissionDecisions, referrals } from '../affiliates/affiliates.schema.ts';
import { licenceEvents } from '../licences/licences.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { refundItems, refundLines, refunds } from '../refunds/refunds.schema.ts';
import { indicators, orderItems, orders, paymentEvents } from '../store/store.schema.ts';
import { suggestions } from '../suggestions/suggestions.schema.ts';
import { supportMessages } from '../support/support.schema.ts';

// The dashboard's queries. Each reads one date range through an index on the column it cuts by
// (orders.completed_at, refunds are few, licence_events(type, created_at),
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

/** What one row of `dailyFacts` counts. */
export type FactKind = 'sale' | 'refund' | 'customer' | 'activation' | 'dispute' | 'imported';

/** One group of `dailyFacts`: a kind of fact on one day of the shop's time zone. */
export interface DailyFact {
  kind: FactKind;
  /** The day, `YYYY-MM-DD`, in the window's time zone. */
  day: string;
  /** Orders paid, refunds, new customers, activations or disputes. */
  n: number;
  /** What the orders paid, or the refunds gave back, before tax (tax is not revenue). */
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

/** Orders that were paid: completed, refunded in part or in whole, or disputed since. */
export const PAID_STATUSES = sql`('completed', 'partially_refunded', 'refunded', 'disputed')`;
/** Orders an import brought from another store: counted apart as `imported`, never as sales. */
const IMPORTED = sql`'imported'`;

/**
 * Orders that earned an affiliate a commission (referral cookie or affiliate coupon) that still
 * counts: not declined by the admin (the system declines what a full refund reversed: the sale
 * stays referred, its refund too), and its referral neither declined nor flagged in fraud review
 * (a self-referral is flagged `email_match` and earns nothing until approved). One row per order
 * (the ledger's unique index), joined by hash, not asked per order.
 */
const affiliateOrders = sql`select c.order_id from ${affiliateLedger} c
  left join ${commissionDecisions} d on d.ledger_id = c.id
  left join ${referrals} r on r.id = c.referral_id
  where c.type = 'commission' and c.refund_id is null and c.order_id is not null
    and (d.status is null or d.status <> 'declined' or d.actor = 'system')
    and (r.review_status is null or r.review_status = 'approved')`;

/**
 * Every fact of `from`..`to` grouped by kind and day, in one statement (the dashboard's
 * p99). The service folds the days into each period's buckets (`bucketStart`), so the database
 * groups each table's rows once, in a hash by day, and never sorts the union of all of them.
 * Facts (money movements, read from the stored line and refund figures):
 * - sales: orders paid (completed, refunded in part or whole, disputed) by completed_at, each at
 *   what its lines were paid before tax;
 * - refunds: succeeded refunds by settled_at, each at its amount less its tax;
 * - customers by their first paid order, activations, disputes (`disputeType`) by received_at;
 * - imported orders by their purchase date, kept out of every fact above.
 * The bounds are plain parameters, so the planner sees how many rows the range holds.
 */
export async function dailyFacts(
  db: DbOrTx,
  w: Omit<AnalyticsWindow, 'interval'>,
  disputeType: string,
): Promise<DailyFact[]> {
  const { timeZone: tz } = w;
  const start = midnight(w.from, tz);
  const stop = nextMidnight(w.to, tz);
  /** A kind of fact counted per day (no money). */
  const perDay = (kind: FactKind, column: SQL, from: SQL, where: SQL) => sql`
    select ${kind}::text, ${localDay(column, tz)}, count(*)::int, 0::bigint, 0::bigint, 0
    from ${from} where ${where} and ${column} >= ${start} and ${column} < ${stop}
    group by 2`;
  // Sales: the period's paid orders, each at what its lines were paid before tax, joined to the
  // affiliate-earning orders and the orders with a succeeded refund (grouped once, by hash).
  const result = await db.execute(sql`
    with paid as (
      select o.id, o.completed_at from ${orders} o
      where o.status in ${PAID_STATUSES} and o.payment_provider <> ${IMPORTED}
        and o.completed_at >= ${start} and o.completed_at < ${stop}
    ), net as (
      select i.order_id, sum(i.paid_cents - i.tax_cents) as net
      from ${orderItems} i join paid on paid.id = i.order_id group by 1
    ), back as (
      select f.order_id, f.amount_cents - f.tax_cents as net, f.settled_at
      from ${refunds} f join ${orders} o on o.id = f.order_id
      where f.status = 'succeeded' and o.payment_provider <> ${IMPORTED}
        and f.settled_at >= ${start} and f.settled_at < ${stop}
    ), affiliate as (${affiliateOrders}),
    refunded as (select distinct f.order_id from ${refunds} f where f.status = 'succeeded')
    select 'sale' as kind, ${localDay(sql`paid.completed_at`, tz)} as day, count(*)::int as n,
      coalesce(sum(net.net), 0)::bigint as cents,
      coalesce(sum(net.net) filter (where affiliate.order_id is not null), 0)::bigint as "affiliateCents",
      (count(*) filter (where refunded.order_id is not null))::int as refunded
    from paid
      left join net on net.order_id = paid.id
      left join affiliate on affiliate.order_id = paid.id
      left join refunded on refunded.order_id = paid.id
    group by 2
    union all
    select 'refund', ${localDay(sql`back.settled_at`, tz)}, count(*)::int, sum(back.net)::bigint,
      coalesce(sum(back.net) filter (where affiliate.order_id is not null), 0)::bigint, 0
    from back left join affiliate on affiliate.order_id = back.order_id
    group by 2
    union all
    ${perDay(
      'customer',
      sql`f.first`,
      sql`(select min(completed_at) as first from ${orders}
        where status in ${PAID_STATUSES} and payment_provider <> ${IMPORTED} group by user_id) f`,
      sql`true`,
    )}
    union all
    ${perDay('imported', sql`o.completed_at`, sql`${orders} o`, sql`o.payment_provider = ${IMPORTED}`)}
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

/**
 * Revenue and units per product over the orders paid in the window: each line at what was paid
 * for it before tax less what its succeeded refunds gave back before tax (a $0 unit counts 0);
 * units are the lines not given back as items.
 */
export async function indicatorSales(db: DbOrTx, w: AnalyticsWindow): Promise<TopIndicator[]> {
  const { timeZone: tz } = w;
  const result = await db.execute(sql`
    with sold as (
      select i.id, i.indicator_id, i.paid_cents - i.tax_cents as net
      from ${orderItems} i join ${orders} o on o.id = i.order_id
      where o.status in ${PAID_STATUSES} and o.payment_provider <> ${IMPORTED}
        and o.completed_at >= ${midnight(w.from, tz)} and o.completed_at < ${nextMidnight(w.to, tz)}
    ), back as (
      select l.order_item_id, sum(l.amount_cents - l.tax_cents) as net
      from ${refundLines} l join ${refunds} f on f.id = l.refund_id
      where f.status = 'succeeded' and l.order_item_id in (select id from sold)
      group by 1
    ), returned as (
      select distinct ri.order_item_id
      from ${refundItems} ri join ${refunds} f on f.id = ri.refund_id
      where f.status = 'succeeded' and ri.order_item_id in (select id from sold)
    )
    select sold.indicator_id as "indicatorId", p.name,
      sum(sold.net - coalesce(back.net, 0))::bigint as "revenueCents",
      (count(*) filter (where returned.order_item_id is null))::int as units
    from sold
      join ${indicators} p on p.id = sold.indicator_id
      left join back on back.order_item_id = sold.id
      left join returned on returned.order_item_id = sold.id
    group by 1, 2
    order by 3 desc, 1`);
  return (result as unknown as Rows<TopIndicator>).rows.map((row) => ({
    ...row,
    revenueCents: Number(row.revenueCents),
  }));
}

export async function openCounts(db: DbOrTx) {
  const [[s], [m]] = await Promise.all([
    db.select({ n: count() }).from(suggestions).where(inArray(suggestions.status, OPEN_SUGGESTION_STATUSES)),
    db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.status, 'open')),
  ]);
  return { suggestions: s?.n ?? 0, supportMessages: m?.n ?? 0 };
}
