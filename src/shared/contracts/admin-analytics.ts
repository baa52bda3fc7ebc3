import { z } from 'zod';
import { ANALYTICS_INTERVALS } from './admin-analytics.constants.ts';

// GET /_api/admin/analytics. Money is integer cents, before tax: tax is
// collected for the state, not earned. Days, weeks (Monday first) and months are cut in
// ANALYTICS_TIME_ZONE, which also reads `from` and `to`; `timeZone` says which.
// Definitions (docs/decisions/admin-analytics.md; from money movements):
// - a sale is an order paid (completed_at) in the bucket, at what its lines were paid before tax
//   (after discounts); refunded in part or whole, or disputed since, it still counts;
// - a refund counts in the bucket of its settlement, at what it gave back before tax, so
//   revenue = sales − refunds;
// - a new customer is a user whose first paid order falls in the bucket;
// - affiliate-referred: the order earned an affiliate a commission (referral cookie or coupon)
//   not declined, whose referral is not declined or flagged (a self-referral) in fraud review.

const day = () => z.iso.date();

export const AnalyticsQuerySchema = z.strictObject({
  from: day(),
  to: day(),
  interval: z.enum(ANALYTICS_INTERVALS).default('day'),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;

const cents = () => z.number().int();
const count = () => z.number().int().nonnegative();

export const AnalyticsBucketSchema = z.object({
  /** The first day of the bucket, `YYYY-MM-DD` (a week's Monday, a month's first). */
  start: z.string(),
  revenueCents: cents(),
  salesCents: cents(),
  refundsCents: cents(),
  orders: count(),
  averageOrderCents: cents(),
  newCustomers: count(),
});
export type AnalyticsBucket = z.infer<typeof AnalyticsBucketSchema>;

export const AnalyticsTotalsSchema = AnalyticsBucketSchema.omit({ start: true }).extend({
  refundedOrders: count(),
  /** Orders paid in the period and refunded (in part or whole) since, over orders paid in the period (0–1). */
  refundRate: z.number(),
  disputes: count(),
  /** Disputes received in the period over orders paid in it (0–1). */
  disputeRate: z.number(),
  affiliateRevenueCents: cents(),
  /** Affiliate-referred revenue over revenue (0–1; 0 without revenue). */
  affiliateShare: z.number(),
  activations: count(),
  /**
   * Orders brought in from another store by an import, by their purchase date: marked
   * `imported` and left out of sales, orders, customers and top indicators (this shop did not
   * sell them, and their amounts may be in another currency).
   */
  importedOrders: count(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotalsSchema>;

const PeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  buckets: z.array(AnalyticsBucketSchema),
  totals: AnalyticsTotalsSchema,
  /** Licence activations (`licence_events` of type `activated`) per day. */
  activations: z.array(z.object({ day: z.string(), count: count() })),
});
export type AnalyticsPeriod = z.infer<typeof PeriodSchema>;

export const TopIndicatorSchema = z.object({
  indicatorId: z.number().int(),
  name: z.string(),
  revenueCents: cents(),
  units: count(),
});
export type TopIndicator = z.infer<typeof TopIndicatorSchema>;

export const AnalyticsResponseSchema = z.object({
  interval: z.enum(ANALYTICS_INTERVALS),
  timeZone: z.string(),
  current: PeriodSchema,
  /** The same number of days just before `from`. */
  previous: PeriodSchema,
  /** Over the orders paid in the range and not refunded. */
  topIndicators: z.object({ byRevenue: z.array(TopIndicatorSchema), byUnits: z.array(TopIndicatorSchema) }),
  /** Right now, whatever the range. */
  open: z.object({ suggestions: count(), supportMessages: count() }),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;
