// Zod-free part of the commission hold, fraud review and payout batch contract: what
// pages may import without loading zod.

/** `review`: earned through a referral flagged for fraud review, not credited until approved. */
export const COMMISSION_STATUSES = ['pending', 'review', 'approved', 'declined'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const COMMISSION_DECISIONS = ['approved', 'declined'] as const;
export type CommissionDecision = (typeof COMMISSION_DECISIONS)[number];

export const REFERRAL_REVIEW_STATUSES = ['flagged', 'approved', 'declined'] as const;
export type ReferralReviewStatus = (typeof REFERRAL_REVIEW_STATUSES)[number];
/** Why a referral was flagged: same mailbox as the affiliate, the affiliate's own address, too many sign-ups from one address. */
export const REFERRAL_FLAG_REASONS = ['email_match', 'affiliate_ip', 'ip_signups'] as const;
export type ReferralFlagReason = (typeof REFERRAL_FLAG_REASONS)[number];

export const MAX_BATCH_PAYOUTS = 500;
export const ADMIN_COMMISSIONS_PAGE_SIZE = 20;

export const COMMISSION_MESSAGES = {
  idsRequired: 'Choose at least one.',
  commissionNotFound: 'Commission not found.',
  commissionNotPending: 'Only pending commissions can be approved or declined.',
  referralNotFlagged: 'Only referrals flagged for review can be approved or declined.',
  referralNotFound: 'Referral not found.',
  batchNotFound: 'Payout batch not found.',
  payoutNotBatchable: 'Only requested payouts that are not in another batch can be batched.',
  batchPaid: 'This payout batch has already been paid.',
  referenceRequired: 'A payment reference is required.',
  aboveApproved:
    'Only approved commissions can be paid out. This amount is above your approved balance; pending commissions are approved when their hold ends.',
} as const;
