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
import { bucketStart, bucketStarts, previousPeriod } from './buckets.ts';

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const average = (cents: number, orders: number) => (orders > 0 ? Math.round(cents / orders) : 0);

/** One kind of fact summed over a bucket (a day for activations). */
type BucketFact = Omit<repo.DailyFact, 'kind' | 'day'>;
/** The facts of one period by kind, each by bucket. */
type PeriodFacts = Record<repo.FactKind, Map<string, BucketFact>>;

/** Folds the days of `window` into its buckets; activations stay per day, whatever the interval. */
function factsOf(rows: repo.DailyFact[], window: repo.AnalyticsWindow): PeriodFacts {
  const facts: PeriodFacts = {
    sale: new Map(),
    refund: new Map(),
    customer: new Map(),
    activation: new Map(),
    dispute: new Map(),
    imported: new Map(),
  };
  for (const { kind, day, ...row } of rows) {
    if (day < window.from || day > window.to) continue;
    const bucket = kind === 'activation' ? day : bucketStart(day, window.interval);
    const sum = facts[kind].get(bucket);
    if (!sum) facts[kind].set(bucket, row);
    else
      facts[kind].set(bucket, {
        n: sum.n + row.n,
        cents: sum.cents + row.cents,
        affiliateCents: sum.affiliateCents + row.affiliateCents,
        refunded: sum.refunded + row.refunded,
      });
  }
  return facts;
}

/** One period's buckets (zeros where nothing happened) and totals. */
function period(window: repo.AnalyticsWindow, facts: PeriodFacts): AnalyticsPeriod {
  const { sale: sales, refund: refunds, customer: customers, activation: activations } = facts;
  const buckets: AnalyticsBucket[] = bucketStarts(window.from, window.to, window.interval).map((start) => {
    const sale = sales.get(start);
    const salesCents = sale?.cents ?? 0;
    const refundsCents = refunds.get(start)?.cents ?? 0;
    const orders = sale?.n ?? 0;
    return {
      start,
      revenueCents: salesCents - refundsCents,
      salesCents,
      refundsCents,
      orders,
      averageOrderCents: average(salesCents, orders),
      newCustomers: customers.get(start)?.n ?? 0,
    };
  });
  const sum = (pick: (b: AnalyticsBucket) => number) => buckets.reduce((total, b) => total + pick(b), 0);
  const sumRows = (rows: Map<string, BucketFact>, pick: (r: BucketFact) => number) =>
    [...rows.values()].reduce((t, r) => t + pick(r), 0);
  const orders = sum((b) => b.orders);
  const salesCents = sum((b) => b.salesCents);
  const revenueCents = sum((b) => b.revenueCents);
  const refundedOrders = sumRows(sales, (r) => r.refunded);
  const disputes = sumRows(facts.dispute, (r) => r.n);
  const affiliateRevenueCents = sumRows(sales, (r) => r.affiliateCents) - sumRows(refunds, (r) => r.affiliateCents);
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
      activations: sumRows(activations, (r) => r.n),
      importedOrders: sumRows(facts.imported, (r) => r.n),
    },
    activations: bucketStarts(window.from, window.to, 'day').map((day) => ({
      day,
      count: activations.get(day)?.n ?? 0,
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
  // Both periods in one statement (the dashboard's p99), beside the top products and open counts.
  const [facts, indicatorRows, open] = await Promise.all([
    repo.dailyFacts(db, { from: previous.from, to: input.to, timeZone }, DISPUTE_EVENT_TYPE),
    repo.indicatorSales(db, current),
    repo.openCounts(db),
  ]);
  return {
    interval: input.interval,
    timeZone,
    current: period(current, factsOf(facts, current)),
    previous: period(previous, factsOf(facts, previous)),
    topIndicators: topIndicators(indicatorRows),
    open,
  };
}
