import { z } from 'zod';
import { idField, pageField, pageSizeField, queryIdField } from './fields.ts';
import { MAX_PAGE_SIZE } from './affiliates.constants.ts';
import {
  ADMIN_COMMISSIONS_PAGE_SIZE,
  COMMISSION_DECISIONS,
  COMMISSION_MESSAGES,
  COMMISSION_STATUSES,
  MAX_BATCH_PAYOUTS,
  REFERRAL_FLAG_REASONS,
  REFERRAL_REVIEW_STATUSES,
} from './affiliate-commissions.constants.ts';
import { AdminPayoutDtoSchema } from './affiliates.ts';

export * from './affiliate-commissions.constants.ts';

// Commission hold and approval, fraud review of referrals, PayPal payout batches.
// Money is dollars on the wire (integer cents inside).

const idList = () =>
  z
    .array(idField())
    .min(1, COMMISSION_MESSAGES.idsRequired)
    .max(MAX_BATCH_PAYOUTS)
    .transform((ids) => [...new Set(ids)]);

// --- Commissions ------------------------------------------------------------------------

export const AdminCommissionsQuerySchema = z.object({
  status: z.enum(COMMISSION_STATUSES).optional(),
  page: pageField(),
  limit: pageSizeField(ADMIN_COMMISSIONS_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type AdminCommissionsQuery = z.input<typeof AdminCommissionsQuerySchema>;

export const AdminCommissionDtoSchema = z.object({
  id: z.number().int(),
  affiliateId: z.number().int(),
  affiliateCode: z.string(),
  displayName: z.string(),
  orderId: z.number().int().nullable(),
  /** Net of the order's reversals. */
  amount: z.number(),
  status: z.enum(COMMISSION_STATUSES),
  createdAt: z.string(),
  /** When the hold ends (pending only). */
  holdUntil: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminCommissionDto = z.infer<typeof AdminCommissionDtoSchema>;
export const AdminCommissionsResponseSchema = z.object({
  commissions: z.array(AdminCommissionDtoSchema),
  totalCount: z.number().int(),
});
export type AdminCommissionsResponse = z.infer<typeof AdminCommissionsResponseSchema>;

/** Approve early or decline, one or many: all or nothing. */
export const DecideCommissionsInputSchema = z
  .object({ ids: idList(), decision: z.enum(COMMISSION_DECISIONS) })
  .strict();
export type DecideCommissionsInput = z.infer<typeof DecideCommissionsInputSchema>;
export const DecidedResponseSchema = z.object({ decided: z.number().int() });

// --- Fraud review -----------------------------------------------------------------------

export const ReviewReferralsQuerySchema = z.object({
  status: z.enum(REFERRAL_REVIEW_STATUSES).default('flagged'),
  page: pageField(),
  limit: pageSizeField(ADMIN_COMMISSIONS_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type ReviewReferralsQuery = z.input<typeof ReviewReferralsQuerySchema>;
export const ReviewReferralDtoSchema = z.object({
  id: z.number().int(),
  affiliateId: z.number().int(),
  affiliateCode: z.string(),
  affiliateName: z.string(),
  affiliateEmail: z.string(),
  referredName: z.string(),
  referredEmail: z.string(),
  signupIp: z.string().nullable(),
  reviewStatus: z.enum(REFERRAL_REVIEW_STATUSES),
  reason: z.enum(REFERRAL_FLAG_REASONS),
  /** What the referral's orders earned, held while it is reviewed. */
  heldAmount: z.number(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ReviewReferralDto = z.infer<typeof ReviewReferralDtoSchema>;
export const ReviewReferralsResponseSchema = z.object({
  referrals: z.array(ReviewReferralDtoSchema),
  totalCount: z.number().int(),
});
export type ReviewReferralsResponse = z.infer<typeof ReviewReferralsResponseSchema>;
export const ReviewReferralsInputSchema = z.object({ ids: idList(), decision: z.enum(COMMISSION_DECISIONS) }).strict();
export type ReviewReferralsInput = z.infer<typeof ReviewReferralsInputSchema>;

// --- Payout batches ---------------------------------------------------------------------

export const PayoutBatchDtoSchema = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  payoutCount: z.number().int(),
  total: z.number(),
});
export type PayoutBatchDto = z.infer<typeof PayoutBatchDtoSchema>;
export const CreatePayoutBatchInputSchema = z.object({ payoutIds: idList() }).strict();
export type CreatePayoutBatchInput = z.infer<typeof CreatePayoutBatchInputSchema>;
export const PayoutBatchResponseSchema = z.object({
  batch: PayoutBatchDtoSchema,
  payouts: z.array(AdminPayoutDtoSchema),
});
export type PayoutBatchResponse = z.infer<typeof PayoutBatchResponseSchema>;
export const PayoutBatchesQuerySchema = z.object({ page: pageField(), limit: pageSizeField(20, MAX_PAGE_SIZE) });
export const PayoutBatchesResponseSchema = z.object({
  batches: z.array(PayoutBatchDtoSchema),
  totalCount: z.number().int(),
});
export type PayoutBatchesResponse = z.infer<typeof PayoutBatchesResponseSchema>;
export const PayoutBatchCsvQuerySchema = z.object({ id: queryIdField('Batch') });
export const PayoutBatchCsvResponseSchema = z.string();
export const MarkBatchPaidInputSchema = z
  .object({ id: idField('Batch'), reference: z.string().trim().min(1, COMMISSION_MESSAGES.referenceRequired).max(200) })
  .strict();
export type MarkBatchPaidInput = z.infer<typeof MarkBatchPaidInputSchema>;

// --- Test clock (E2E_TEST_CLOCK only) ---------------------------------------------------

export const TestClockInputSchema = z.object({ advanceDays: z.number().int().min(0).max(3650) }).strict();
export const TestClockResponseSchema = z.object({ now: z.string(), approved: z.number().int() });
