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
/** Orders an import brought from another store (issue 36): counted apart as `imported`, never as sales. */
const IMPORTED = sql`'imported'`;

/** What order `o` was paid before tax, from its stored lines (after discounts and upgrade credit). */
const orderNet = sql`(select coalesce(sum(i.paid_cents - i.tax_cents), 0) from ${orderItems} i where i.order_id = o.id)`;

/**
 * Order `o` earned an affiliate a commission (referral cookie or affiliate coupon) that still
 * counts: not declined by the admin (the system declines what a full refund reversed: the sale
 * stays referred, its refund too), and its referral neither declined nor flagged in fraud review
 * (a self-referral is flagged `email_match` and earns nothing until approved).
 */
const affiliateEarning = sql`exists (select 1 from ${affiliateLedger} c
  left join ${commissionDecisions} d on d.ledger_id = c.id
  left join ${referrals} r on r.id = c.referral_id
  where c.order_id = o.id and c.type = 'commission' and c.refund_id is null
    and (d.status is null or d.status <> 'declined' or d.actor = 'system')
    and (r.review_status is null or r.review_status = 'approved'))`;

/**
 * Every fact of `from`..`to` grouped by kind and day, in one statement (issue 15: the dashboard's
 * p99). The service folds the days into each period's buckets (`bucketStart`), so the database
 * groups each table's rows once, in a hash by day, and never sorts the union of all of them.
 * Facts (issue 30: money movements, read from the stored line and refund figures):
 * - sales: orders paid (completed, refunded in part or whole, disputed) by completed_at, each at
 *   what its lines were paid before tax;
 * - refunds: succeeded refunds by settled_at, each at its amount less its tax;
 * - customers by their first paid order, activations, disputes (`disputeType`) by received_at;
 * - imported orders (issue 36) by their purchase date, kept out of every fact above.
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
  const refunded = sql`exists (select 1 from ${refunds} f where f.order_id = o.id and f.status = 'succeeded')`;
  const result = await db.execute(sql`
    select 'sale' as kind, ${localDay(sql`s.completed_at`, tz)} as day, count(*)::int as n,
      coalesce(sum(s.net), 0)::bigint as cents,
      coalesce(sum(s.net) filter (where s.affiliate), 0)::bigint as "affiliateCents",
      (count(*) filter (where s.refunded))::int as refunded
    from (select o.completed_at, ${orderNet} as net, ${affiliateEarning} as affiliate, ${refunded} as refunded
      from ${orders} o
      where o.status in ${PAID_STATUSES} and o.payment_provider <> ${IMPORTED}
        and o.completed_at >= ${start} and o.completed_at < ${stop}) s
    group by 2
    union all
    select 'refund', ${localDay(sql`f.settled_at`, tz)}, count(*)::int,
      sum(f.amount_cents - f.tax_cents)::bigint,
      coalesce(sum(f.amount_cents - f.tax_cents) filter (where ${affiliateEarning}), 0)::bigint, 0
    from ${refunds} f join ${orders} o on o.id = f.order_id
    where f.status = 'succeeded' and o.payment_provider <> ${IMPORTED}
      and f.settled_at >= ${start} and f.settled_at < ${stop}
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
    select i.indicator_id as "indicatorId", p.name,
      sum(i.paid_cents - i.tax_cents - coalesce(g.net, 0))::bigint as "revenueCents",
      (count(*) filter (where not coalesce(g.returned, false)))::int as units
    from ${orderItems} i
    join ${orders} o on o.id = i.order_id
    join ${indicators} p on p.id = i.indicator_id
    left join lateral (
      select sum(l.amount_cents - l.tax_cents) as net,
        exists (select 1 from ${refundItems} ri join ${refunds} rr on rr.id = ri.refund_id
          where ri.order_item_id = i.id and rr.status = 'succeeded') as returned
      from ${refundLines} l join ${refunds} f on f.id = l.refund_id
      where l.order_item_id = i.id and f.status = 'succeeded') g on true
    where o.status in ${PAID_STATUSES} and o.payment_provider <> ${IMPORTED}
      and o.completed_at >= ${midnight(w.from, tz)}
      and o.completed_at < ${nextMidnight(w.to, tz)}
    group by i.indicator_id, p.name
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
