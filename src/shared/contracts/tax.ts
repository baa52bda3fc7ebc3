import { z } from 'zod';
import { hasAtMostTwoDecimals } from './fields.ts';
import { TAX_MESSAGES as M } from './tax.constants.ts';

// Tax by country: the admin's rate table. A rate is a percent (19 = 19 %, two decimals at
// most, stored as basis points); a country is ISO 3166-1 alpha-2, checked by the service so an
// unknown one gets its own stable code (`country_unknown`).
export * from './tax.constants.ts';

/** The country as typed (`de`, ` DE `); the service normalises and checks it. */
export const countryField = z.string(M.country_unknown).max(10, M.country_unknown);

export const SetTaxRateInputSchema = z
  .object({
    country: countryField,
    ratePercent: z
      .number(M.rateRange)
      .min(0, M.rateRange)
      .max(100, M.rateRange)
      .refine(hasAtMostTwoDecimals, { message: M.rateDecimals, params: { fieldCode: 'too_many_decimals' } }),
  })
  .strict();
export type SetTaxRateInput = z.infer<typeof SetTaxRateInputSchema>;
export const DeleteTaxRateInputSchema = z.object({ country: countryField }).strict();

export const TaxRateDtoSchema = z.object({
  country: z.string(),
  ratePercent: z.number(),
  updatedAt: z.string(),
});
export type TaxRateDto = z.infer<typeof TaxRateDtoSchema>;

/** Every row by country, and the rate a country without a row pays (`TAX_RATE`). */
export const ListTaxRatesResponseSchema = z.object({
  rates: z.array(TaxRateDtoSchema),
  defaultRatePercent: z.number(),
  pricesIncludeTax: z.boolean(),
});
export type ListTaxRatesResponse = z.infer<typeof ListTaxRatesResponseSchema>;
export const TaxRateResponseSchema = z.object({ rate: TaxRateDtoSchema });
export const DeleteTaxRateResponseSchema = z.object({ success: z.literal(true) });
