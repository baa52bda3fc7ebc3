import { z } from 'zod';
import { hasAtMostTwoDecimals, idField, pageField, pageSizeField } from './fields.ts';
import {
  AFFILIATE_MESSAGES,
  AFFILIATE_STATUSES,
  ENABLED_PAYOUT_METHODS,
  MAX_BULK_UPDATES,
  MAX_PAGE_SIZE,
  MAX_PAYOUT_DOLLARS,
  MIN_PAYOUT_DOLLARS,
  PAYOUT_STATUSES,
  REFERRALS_PAGE_SIZE_DEFAULT,
  REFERRAL_STATUSES,
} from './affiliates.constants.ts';

// Statuses, limits and messages live in a zod-free module so pages can use them without loading
// zod (DESIGN JS budget); this contract re-exports them for the server.
export * from './affiliates.constants.ts';

// SPEC §3, §5, §7, §9 and DECISIONS "Affiliate program". Money is dollars on the wire
// (integer cents inside); the commission rate is a percent (10 = 10%).

// --- Affiliate (signed in) -------------------------------------------------------------

export const AffiliateDashboardSchema = z.object({
  dashboard: z.object({
    referralLink: z.string(),
    affiliateCode: z.string(),
    /** AFFILIATE_HOLD_DAYS: how long a commission stays pending. */
    holdDays: z.number().int(),
    stats: z.object({
      totalReferrals: z.number().int(),
      totalCommissions: z.number(),
      /** Pending plus approved (SPEC). */
      balance: z.number(),
      /** On hold: approved when the hold ends, unless refunded or declined. */
      pendingCommissions: z.number(),
      /** What may be paid out now. */
      approvedBalance: z.number(),
      /** Payouts marked paid. */
      paidOut: z.number(),
    }),
  }),
});
export type AffiliateDashboard = z.infer<typeof AffiliateDashboardSchema>;

export const ReferralsQuerySchema = z.object({
  page: pageField(),
  pageSize: pageSizeField(REFERRALS_PAGE_SIZE_DEFAULT, MAX_PAGE_SIZE, 'Page size'),
  status: z.enum(REFERRAL_STATUSES).optional(),
});
export type ReferralsQuery = z.input<typeof ReferralsQuerySchema>;

export const PaginationSchema = z.object({ currentPage: z.number().int(), totalPages: z.number().int() });

export const ReferralDtoSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  referredUserName: z.string(),
  /** Masked (`j***@example.com`): the affiliate sees who converted, not a contact list. */
  referredUserEmail: z.string(),
  conversionStatus: z.enum(REFERRAL_STATUSES),
  commissionAmount: z.number(),
  /** While the commission is held (pending its approval after AFFILIATE_HOLD_DAYS): when the hold ends. */
  holdUntil: z.string().nullable(),
});
export type ReferralDto = z.infer<typeof ReferralDtoSchema>;
export const ReferralsResponseSchema = z.object({
  referrals: z.array(ReferralDtoSchema),
  pagination: PaginationSchema,
});
export type ReferralsResponse = z.infer<typeof ReferralsResponseSchema>;

/** SPEC §7: empty body; the terms checkbox is the client's concern (AffiliateJoinFormSchema). */
export const AffiliateRegisterInputSchema = z.object({}).strict();
export const AffiliateRegisterResponseSchema = z.object({ success: z.literal(true), affiliateCode: z.string() });
export const AffiliateJoinFormSchema = z.object({ acceptTerms: z.literal(true, AFFILIATE_MESSAGES.termsRequired) });
export type AffiliateJoinForm = z.infer<typeof AffiliateJoinFormSchema>;

/**
 * SPEC §3 "payoutDetails, a record; for PayPal it holds the PayPal e-mail": the one method on
 * offer needs one field, so nothing else is stored (no attacker-shaped JSON in the ledger).
 */
export const PayoutDetailsSchema = z.strictObject(
  { paypalEmail: z.string(AFFILIATE_MESSAGES.paypalEmail).trim().max(254, AFFILIATE_MESSAGES.paypalEmail).optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? AFFILIATE_MESSAGES.payoutDetailsFields : undefined) },
);

// Which rule a custom issue checks, as the field code both sides send (`#shared/error-codes.ts`).
const DECIMALS = { fieldCode: 'too_many_decimals' } as const;
const MINIMUM = { fieldCode: 'below_minimum' } as const;
const ABOVE = { fieldCode: 'above_balance' } as const;
const EMAIL = { fieldCode: 'invalid_email' } as const;

/**
 * SPEC §5 server side, plus the rules the client form states (minimum, enabled method, PayPal
 * e-mail) so a hand-made request cannot skip them. The balance check needs the ledger and
 * happens in the service under a row lock.
 */
export const PayoutRequestInputSchema = z
  .object({
    amount: z
      .number(AFFILIATE_MESSAGES.amountRequired)
      .positive(AFFILIATE_MESSAGES.amountPositive)
      .max(MAX_PAYOUT_DOLLARS, AFFILIATE_MESSAGES.amountTooLarge),
    payoutMethod: z
      .string(AFFILIATE_MESSAGES.methodRequiredServer)
      .trim()
      .min(1, AFFILIATE_MESSAGES.methodRequiredServer)
      .max(40),
    payoutDetails: PayoutDetailsSchema,
  })
  .strict()
  .superRefine((input, ctx) => {
    if (!hasAtMostTwoDecimals(input.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: AFFILIATE_MESSAGES.amountDecimals, params: DECIMALS });
    else if (input.amount < MIN_PAYOUT_DOLLARS)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: AFFILIATE_MESSAGES.amountMinimum, params: MINIMUM });
    if (!(ENABLED_PAYOUT_METHODS as readonly string[]).includes(input.payoutMethod)) {
      ctx.addIssue({
        code: 'custom',
        path: ['payoutMethod'],
        message: AFFILIATE_MESSAGES.methodUnavailable,
        params: { fieldCode: 'unavailable' },
      });
    } else if (!z.email().max(254).safeParse(input.payoutDetails.paypalEmail).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['payoutDetails', 'paypalEmail'],
        message: AFFILIATE_MESSAGES.paypalEmail,
        params: EMAIL,
      });
    }
  });
export type PayoutRequestInput = z.infer<typeof PayoutRequestInputSchema>;
export const PayoutRequestResponseSchema = z.object({
  success: z.literal(true),
  payoutId: z.number().int(),
  balance: z.number(),
});
export type PayoutRequestResponse = z.infer<typeof PayoutRequestResponseSchema>;

/** The payout form (SPEC §5 client messages); the balance comes from the dashboard. */
export function payoutFormSchema(balance: number) {
  return z
    .object({
      amount: z.string().trim().min(1, AFFILIATE_MESSAGES.amountRequired),
      payoutMethod: z.string().min(1, AFFILIATE_MESSAGES.methodRequired),
      paypalEmail: z.string().trim(),
    })
    .superRefine((form, ctx) => {
      const amount = Number(form.amount);
      if (form.amount !== '' && Number.isFinite(amount) && !hasAtMostTwoDecimals(amount)) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: AFFILIATE_MESSAGES.amountDecimals,
          params: DECIMALS,
        });
      } else if (form.amount !== '' && (!Number.isFinite(amount) || amount < MIN_PAYOUT_DOLLARS)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: AFFILIATE_MESSAGES.amountMinimum, params: MINIMUM });
      } else if (form.amount !== '' && amount > balance) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: AFFILIATE_MESSAGES.amountAboveBalance,
          params: ABOVE,
        });
      }
      if (form.payoutMethod === 'paypal' && !z.email().safeParse(form.paypalEmail).success) {
        ctx.addIssue({ code: 'custom', path: ['paypalEmail'], message: AFFILIATE_MESSAGES.paypalEmail, params: EMAIL });
      }
    });
}
export type PayoutForm = z.infer<ReturnType<typeof payoutFormSchema>>;

export const PayoutDtoSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  payoutMethod: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type PayoutDto = z.infer<typeof PayoutDtoSchema>;
export const PayoutsQuerySchema = z.object({
  page: pageField(),
  pageSize: pageSizeField(10, MAX_PAGE_SIZE, 'Page size'),
});
export const PayoutsResponseSchema = z.object({ payouts: z.array(PayoutDtoSchema), pagination: PaginationSchema });
export type PayoutsResponse = z.infer<typeof PayoutsResponseSchema>;

// --- Admin -----------------------------------------------------------------------------

export const AdminAffiliatesQuerySchema = z.object({
  page: pageField(),
  limit: pageSizeField(10, MAX_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  status: z.enum(AFFILIATE_STATUSES).optional(),
});
export type AdminAffiliatesQuery = z.input<typeof AdminAffiliatesQuerySchema>;

export const AdminAffiliateDtoSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  affiliateCode: z.string(),
  commissionRate: z.number(),
  totalReferrals: z.number().int(),
  totalCommissions: z.number(),
  balance: z.number(),
  status: z.enum(AFFILIATE_STATUSES),
  createdAt: z.string().nullable(),
});
export type AdminAffiliateDto = z.infer<typeof AdminAffiliateDtoSchema>;
export const AdminAffiliatesResponseSchema = z.object({
  affiliates: z.array(AdminAffiliateDtoSchema),
  totalCount: z.number().int(),
});
export type AdminAffiliatesResponse = z.infer<typeof AdminAffiliatesResponseSchema>;

export const CommissionRateSchema = z
  .number()
  .min(0, AFFILIATE_MESSAGES.rateRange)
  .max(100, AFFILIATE_MESSAGES.rateRange);

export const AdminAffiliateUpdateSchema = z
  .object({
    id: idField(),
    status: z.enum(AFFILIATE_STATUSES).optional(),
    commissionRate: CommissionRateSchema.optional(),
  })
  .strict()
  .refine((u) => u.status !== undefined || u.commissionRate !== undefined, {
    message: AFFILIATE_MESSAGES.statusOrRate,
  });
export const AdminAffiliatesUpdateInputSchema = z.object({
  updates: z.array(AdminAffiliateUpdateSchema).min(1, AFFILIATE_MESSAGES.updatesRequired).max(MAX_BULK_UPDATES),
});
export type AdminAffiliatesUpdateInput = z.infer<typeof AdminAffiliatesUpdateInputSchema>;
export const MessageResponseSchema = z.object({ message: z.string() });

/** The bulk edit modal: blank fields mean "no change"; at least one must change. */
export const BulkEditFormSchema = z
  .object({
    status: z.union([z.literal(''), z.enum(AFFILIATE_STATUSES)]),
    commissionRate: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0 && Number(v) <= 100),
        AFFILIATE_MESSAGES.rateRange,
      ),
  })
  .refine((f) => f.status !== '' || f.commissionRate !== '', {
    message: 'At least one field must be changed.',
    path: ['root'],
  });
export type BulkEditForm = z.infer<typeof BulkEditFormSchema>;

export const AdminPayoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  page: pageField(),
  limit: pageSizeField(20, MAX_PAGE_SIZE),
});
export type AdminPayoutsQuery = z.input<typeof AdminPayoutsQuerySchema>;
export const AdminPayoutDtoSchema = PayoutDtoSchema.extend({
  affiliateId: z.number().int(),
  affiliateCode: z.string(),
  displayName: z.string(),
  email: z.string(),
  payoutDetails: z.record(z.string(), z.unknown()),
  /** The PayPal batch it is part of, if any. */
  batchId: z.number().int().nullable(),
});
export type AdminPayoutDto = z.infer<typeof AdminPayoutDtoSchema>;
export const AdminPayoutsResponseSchema = z.object({
  payouts: z.array(AdminPayoutDtoSchema),
  totalCount: z.number().int(),
});
export type AdminPayoutsResponse = z.infer<typeof AdminPayoutsResponseSchema>;

export const MarkPayoutPaidInputSchema = z
  .object({ id: idField(), reference: z.string().trim().min(1, AFFILIATE_MESSAGES.referenceRequired).max(200) })
  .strict();
export const RejectPayoutInputSchema = z
  .object({ id: idField(), reason: z.string().trim().min(1, AFFILIATE_MESSAGES.reasonRequired).max(1000) })
  .strict();
export type MarkPayoutPaidInput = z.infer<typeof MarkPayoutPaidInputSchema>;
export type RejectPayoutInput = z.infer<typeof RejectPayoutInputSchema>;
export const PayoutActionResponseSchema = z.object({ payout: AdminPayoutDtoSchema });
