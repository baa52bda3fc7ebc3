// The codes a discount code is refused with, apart from their texts (discounts.constants.ts): the
// store's endpoint declarations list them, and every store page loads those (DESIGN JS budget).

/** Why a code does not apply, one stable error code each (translated under `common:errorCodes`). */
export const DISCOUNT_REASONS = [
  'discount_unknown',
  'discount_inactive',
  'discount_not_started',
  'discount_expired',
  'discount_used_up',
  'discount_customer_limit',
  'discount_not_applicable',
  'discount_below_minimum',
  'discount_own_coupon',
  'discount_total_below_minimum',
] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];
