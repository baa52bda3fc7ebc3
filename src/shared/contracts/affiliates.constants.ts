// Zod-free part of the affiliates contract (affiliates.ts re-exports it): what browser code may
// import without pulling zod into a page's first load.
import { FIELD_MESSAGES } from './fields.constants.ts';
import { MAX_PAYOUT_DOLLARS, MIN_PAYOUT_DOLLARS } from '../money-limits.ts';

export const AFFILIATE_STATUSES = ['active', 'inactive', 'banned'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];
export const REFERRAL_STATUSES = ['completed', 'pending', 'cancelled'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** SPEC §9. Bank Transfer is listed in the form but disabled ('Coming Soon'). */
export const ENABLED_PAYOUT_METHODS = ['paypal'] as const;
export { MAX_PAYOUT_DOLLARS, MIN_PAYOUT_DOLLARS };
export const REFERRALS_PAGE_SIZE_DEFAULT = 20;
export const REFERRALS_PAGE_SIZE_UI = 10;
export const ADMIN_AFFILIATES_PAGE_SIZE = 15;
/** Hard ceilings (DESIGN "API rules": every list has a maximum page size). */
export const MAX_PAGE_SIZE = 100;
export const MAX_BULK_UPDATES = 100;

export const AFFILIATE_MESSAGES = {
  termsRequired: 'You must agree to the terms and conditions.',
  amountRequired: 'Amount is required.',
  amountMinimum: `Please enter a valid amount. Minimum payout is $${MIN_PAYOUT_DOLLARS}.`,
  amountDecimals: FIELD_MESSAGES.twoDecimals('Amount'),
  amountTooLarge: 'Amount must be $1,000,000 or less.',
  payoutDetailsFields: 'Payout details can only hold paypalEmail.',
  amountAboveBalance: 'Amount cannot exceed your current balance.',
  methodRequired: 'Please select a payout method.',
  paypalEmail: 'A valid PayPal email is required.',
  amountPositive: 'Amount must be positive',
  methodRequiredServer: 'Payout method is required',
  methodUnavailable: 'This payout method is not available yet.',
  notAffiliate: 'You are not registered as an affiliate.',
  alreadyAffiliate: 'You are already registered as an affiliate.',
  banned: 'Your affiliate account has been suspended.',
  statusOrRate: 'Either status or commissionRate must be provided for an update.',
  updatesRequired: 'At least one update is required.',
  rateRange: 'Must be a number between 0 and 100',
  payoutNotFound: 'Payout not found.',
  payoutProcessed: 'This payout has already been processed.',
  referenceRequired: 'A payment reference is required.',
  reasonRequired: 'A reason is required.',
} as const;

export const bulkUpdatedMessage = (n: number) => `${n} affiliate(s) updated successfully.`;
