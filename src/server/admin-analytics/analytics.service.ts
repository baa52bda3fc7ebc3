import { DISPUTE_EVENT_TYPE, TOP_INDICATORS } from '#shared/contracts/admin-analytics.constants.ts';
import type {
  AnalyticsBucket,
  AnalyticsPeriod,
  AnalyticsResponse,
  TopIndicator,
} from '#shared/contracts/admin-analytics.ts';
import type { AnalyticsInterval } from '#shared/contracts/admin-analytics.constants.ts';
import type { Db } from '../platform/db.ts';
import { assertDateRange } from '../platform/date-range.ts';
import * as repo from './analytics.repo.ts';
import { bucketStarts, previousPeriod } from './buckets.ts';

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const average = (cents: number, orders: number) => (orders > 0 ? Math.round(cents / orders) : 0);

function byBucket<R extends { bucket: string }>(rows: R[]): Map<string, R> {
  return new Map(rows.map((row) => [row.bucket, row]));
}

/** One period's buckets (zeros where nothing happened) and totals. */
async function period(db: Db, window: repo.AnalyticsWindow): Promise<AnalyticsPeriod> {
  const [sales, refunds, customers, activations, disputes] = await Promise.all([
    repo.salesByBucket(db, window).then(byBucket),
    repo.refundsByBucket(db, window).then(byBucket),
    repo.newCustomersByBucket(db, window).then(byBucket),
    repo.activationsByDay(db, window),
    repo.countPaymentEvents(db, window, DISPUTE_EVENT_TYPE),
  ]);
  const buckets: AnalyticsBucket[] = bucketStarts(window.from, window.to, window.interval).map((start) => {
    const sale = sales.get(start);
    const salesCents = sale?.salesCents ?? 0;
    const refundsCents = refunds.get(start)?.refundsCents ?? 0;
    const orders = sale?.orders ?? 0;
    return {
      start,
      revenueCents: salesCents - refundsCents,
      salesCents,
      refundsCents,
      orders,
      averageOrderCents: average(salesCents, orders),
      newCustomers: customers.get(start)?.customers ?? 0,
    };
  });
  const sum = (pick: (b: AnalyticsBucket) => number) => buckets.reduce((total, b) => total + pick(b), 0);
  const sumRows = <R>(rows: Iterable<R>, pick: (r: R) => number) => [...rows].reduce((t, r) => t + pick(r), 0);
  const orders = sum((b) => b.orders);
  const salesCents = sum((b) => b.salesCents);
  const revenueCents = sum((b) => b.revenueCents);
  const refundedOrders = sumRows(sales.values(), (r) => r.refundedOrders);
  const affiliateRevenueCents =
    sumRows(sales.values(), (r) => r.affiliateCents) - sumRows(refunds.values(), (r) => r.affiliateCents);
  const activationDays = byBucket(activations);
  return {
    from: window.from,
    to: window.to,
    buckets,
    totals: {
      revenueCents,
      salesCents,
      refundsCents: sum((b) => b.refundsCents),
      orders,
      averageOrderCents: average(salesCents, orders),
      newCustomers: sum((b) => b.newCustomers),
      refundedOrders,
      refundRate: ratio(refundedOrders, orders),
      disputes,
      disputeRate: ratio(disputes, orders),
      affiliateRevenueCents,
      affiliateShare: revenueCents > 0 ? affiliateRevenueCents / revenueCents : 0,
      activations: sumRows(activations, (r) => r.activations),
    },
    activations: bucketStarts(window.from, window.to, 'day').map((day) => ({
      day,
      count: activationDays.get(day)?.activations ?? 0,
    })),
  };
}

function topIndicators(rows: TopIndicator[]) {
  const byUnits = [...rows].sort((a, b) => b.units - a.units || b.revenueCents - a.revenueCents);
  return { byRevenue: rows.slice(0, TOP_INDICATORS), byUnits: byUnits.slice(0, TOP_INDICATORS) };
}

/** The dashboard for `from`..`to` (days in `timeZone`) and the period of equal length before it. */
export async function analytics(
  db: Db,
  input: { from: string; to: string; interval: AnalyticsInterval },
  timeZone: string,
): Promise<AnalyticsResponse> {
  assertDateRange(input.from, input.to);
  const current = { ...input, timeZone };
  const previous = { ...previousPeriod(input.from, input.to), interval: input.interval, timeZone };
  const [now, before, indicatorRows, open] = await Promise.all([
    period(db, current),
    period(db, previous),
    repo.indicatorSales(db, current),
    repo.openCounts(db),
  ]);
  return {
    interval: input.interval,
    timeZone,
    current: now,
    previous: before,
    topIndicators: topIndicators(indicatorRows),
    open,
  };
}
