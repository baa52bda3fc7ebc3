import { z } from 'zod';
import { hasAtMostTwoDecimals, idField } from './fields.ts';
import {
  DISCOUNT_CODE_MAX,
  DISCOUNT_MESSAGES as M,
  MAX_DISCOUNT_DOLLARS,
  normaliseDiscountCode,
} from './discounts.constants.ts';

// Discount codes and affiliate coupons. A percent value is a percent (20 = 20 %),
// a fixed value and the minimum subtotal are dollars, like every price on the wire.
export * from './discounts.constants.ts';

const DECIMALS = { fieldCode: 'too_many_decimals' } as const;
const RANGE = { fieldCode: 'invalid_value' } as const;
const ORDER = { fieldCode: 'invalid' } as const;

export const DiscountKindSchema = z.enum(['percent', 'fixed']);
export type DiscountKind = z.infer<typeof DiscountKindSchema>;

/** The code as typed, normalised before it is checked ("summer 20" → "SUMMER20"). */
export const discountCodeField = z
  .string(M.codeFormat)
  .transform(normaliseDiscountCode)
  .pipe(
    z
      .string()
      .min(3, M.codeFormat)
      .max(DISCOUNT_CODE_MAX, M.codeFormat)
      .regex(/^[A-Z0-9_-]+$/, M.codeFormat),
  );

const limitField = z.number(M.limitRange).int(M.limitRange).min(1, M.limitRange).max(1_000_000, M.limitRange);
const dateField = z.iso.datetime({ offset: true });

/** The admin's fields; `update` adds the id. Dates are ISO 8601; null clears an optional field. */
const DiscountFieldsSchema = z.object({
  code: discountCodeField,
  kind: DiscountKindSchema,
  value: z.number(M.fixedPositive),
  startsAt: dateField.nullable().optional(),
  endsAt: dateField.nullable().optional(),
  maxUses: limitField.nullable().optional(),
  maxUsesPerCustomer: limitField.nullable().optional(),
  indicatorIds: z.array(idField('Indicator id')).max(200).optional(),
  minSubtotal: z.number(M.minSubtotalPositive).nullable().optional(),
  isActive: z.boolean(),
  /** The code also applies to renewals of updates (default: not). */
  allowsRenewals: z.boolean().optional(),
  /** The code is an affiliate's own code: sales with it earn that affiliate their commission. */
  affiliateCoupon: z.boolean().optional(),
});

type DiscountFields = z.infer<typeof DiscountFieldsSchema>;

/** Rules across fields, each as an issue on the field the admin must change. */
function checkDiscount(input: DiscountFields, ctx: z.RefinementCtx) {
  const { kind, value } = input;
  if (kind === 'percent' && !(value >= 1 && value <= 100))
    ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentRange, params: RANGE });
  else if (kind === 'fixed' && !(value > 0 && value <= MAX_DISCOUNT_DOLLARS))
    ctx.addIssue({ code: 'custom', path: ['value'], message: M.fixedPositive, params: RANGE });
  else if (!hasAtMostTwoDecimals(value))
    ctx.addIssue({ code: 'custom', path: ['value'], message: M.valueDecimals, params: DECIMALS });
  const min = input.minSubtotal;
  if (min !== null && min !== undefined) {
    if (!(min > 0 && min <= MAX_DISCOUNT_DOLLARS))
      ctx.addIssue({ code: 'custom', path: ['minSubtotal'], message: M.minSubtotalPositive, params: RANGE });
    else if (!hasAtMostTwoDecimals(min))
      ctx.addIssue({ code: 'custom', path: ['minSubtotal'], message: M.minSubtotalDecimals, params: DECIMALS });
  }
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.endsBeforeStarts, params: ORDER });
}

export const CreateDiscountInputSchema = DiscountFieldsSchema.strict().superRefine(checkDiscount);
export type CreateDiscountInput = z.infer<typeof CreateDiscountInputSchema>;
export const UpdateDiscountInputSchema = DiscountFieldsSchema.extend({ id: idField('Id') })
  .strict()
  .superRefine(checkDiscount);
export type UpdateDiscountInput = z.infer<typeof UpdateDiscountInputSchema>;
export const DeleteDiscountInputSchema = z.object({ id: idField('Id') }).strict();

export const DiscountDtoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: DiscountKindSchema,
  value: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  indicatorIds: z.array(z.number().int()),
  minSubtotal: z.number().nullable(),
  isActive: z.boolean(),
  allowsRenewals: z.boolean(),
  affiliateCoupon: z.boolean(),
  /** Orders placed with the code and not cancelled. */
  usedCount: z.number().int(),
  /** Its state now: switched off, not started, past its end, every use taken, or usable. */
  status: z.enum(['inactive', 'scheduled', 'expired', 'used_up', 'active']),
  createdAt: z.string(),
});
export type DiscountDto = z.infer<typeof DiscountDtoSchema>;
export const ListDiscountsResponseSchema = z.object({ discounts: z.array(DiscountDtoSchema) });
export type ListDiscountsResponse = z.infer<typeof ListDiscountsResponseSchema>;
export const DiscountResponseSchema = z.object({ discount: DiscountDtoSchema });
export const DeleteDiscountResponseSchema = z.object({ success: z.literal(true) });

// --- Customer -------------------------------------------------------------------------------------

export const ApplyDiscountInputSchema = z.object({ code: z.string(M.discount_unknown).max(200) }).strict();
export const RemoveDiscountInputSchema = z.object({}).strict();
