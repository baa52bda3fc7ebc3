// Zod-free part of the discount contract (discounts.ts re-exports it): what pages may import
// without loading zod. Amounts are dollars on the wire like every store price; cents inside.

export { DISCOUNT_REASONS, type DiscountReason } from './discount-reasons.ts';

export const DISCOUNT_MESSAGES = {
  discount_unknown: 'This discount code does not exist.',
  discount_inactive: 'This discount code is no longer active.',
  discount_not_started: 'This discount code is not valid yet.',
  discount_expired: 'This discount code has expired.',
  discount_used_up: 'This discount code has been used up.',
  discount_customer_limit: 'You have already used this discount code as many times as allowed.',
  discount_not_applicable: 'This discount code does not apply to the items in your cart.',
  discount_below_minimum: 'Your cart is below the minimum subtotal for this discount code.',
  discount_own_coupon: 'You cannot use your own affiliate coupon.',
  discount_total_below_minimum:
    'This discount leaves a total below $0.50, the smallest amount a card can be charged. Remove the code or add another item.',
  codeTaken: 'A discount code with this name already exists.',
  notFound: 'Discount code not found.',
  codeFormat: 'Code must be 3 to 40 letters, digits, dashes or underscores.',
  percentRange: 'A percentage must be between 1 and 100.',
  fixedPositive: 'A fixed amount must be a positive number.',
  valueDecimals: 'Value can have at most two decimals.',
  minSubtotalDecimals: 'Minimum subtotal can have at most two decimals.',
  minSubtotalPositive: 'Minimum subtotal must be a positive number.',
  endsBeforeStarts: 'The end date must be after the start date.',
  limitRange: 'A limit must be a whole number of 1 or more.',
  affiliateUnknown: 'No affiliate has this code: an affiliate coupon must use the affiliate’s own code.',
  indicatorUnknown: 'One or more indicators do not exist.',
} as const;

export const DISCOUNT_CODE_MAX = 40;
export const DISCOUNTS_MAX = 500;
export const MAX_DISCOUNT_DOLLARS = 100_000;

/** Codes are matched as the admin meant them: trimmed, inner spaces removed, upper case (" summer 20 " = "SUMMER20"). */
export const normaliseDiscountCode = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The card minimum a discount may not go under (money-limits.ts). */
export { MIN_CHARGE_CENTS } from '../money-limits.ts';
