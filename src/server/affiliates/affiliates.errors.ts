import { defineErrors } from '../platform/errors.ts';
import { COMMISSION_MESSAGES } from '#shared/contracts/affiliate-commissions.constants.ts';
import { AFFILIATE_MESSAGES } from '#shared/contracts/affiliates.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const AFFILIATES_ERRORS = defineErrors({
  affiliate_already_registered: { kind: 'conflict', message: AFFILIATE_MESSAGES.alreadyAffiliate },
  affiliate_not_found: { kind: 'not_found', message: 'Affiliate not found.' },
  affiliate_not_registered: { kind: 'not_found', message: AFFILIATE_MESSAGES.notAffiliate },
  affiliate_suspended: { kind: 'forbidden', message: AFFILIATE_MESSAGES.banned },
  commission_not_found: { kind: 'not_found', message: COMMISSION_MESSAGES.commissionNotFound },
  commission_not_pending: { kind: 'conflict', message: COMMISSION_MESSAGES.commissionNotPending },
  payout_above_approved_balance: { kind: 'bad_request', message: COMMISSION_MESSAGES.aboveApproved },
  payout_above_balance: { kind: 'bad_request', message: AFFILIATE_MESSAGES.amountAboveBalance },
  payout_already_processed: { kind: 'conflict', message: AFFILIATE_MESSAGES.payoutProcessed },
  payout_batch_already_paid: { kind: 'conflict', message: COMMISSION_MESSAGES.batchPaid },
  payout_batch_not_found: { kind: 'not_found', message: COMMISSION_MESSAGES.batchNotFound },
  payout_not_batchable: { kind: 'conflict', message: COMMISSION_MESSAGES.payoutNotBatchable },
  payout_not_found: { kind: 'not_found', message: AFFILIATE_MESSAGES.payoutNotFound },
  referral_not_flagged: { kind: 'conflict', message: COMMISSION_MESSAGES.referralNotFlagged },
  referral_not_found: { kind: 'not_found', message: COMMISSION_MESSAGES.referralNotFound },
});
