import { normaliseCountry } from '#shared/contracts/countries.ts';
import {
  TAX_MESSAGES,
  TAX_RATES_MAX,
  type ListTaxRatesResponse,
  type SetTaxRateInput,
  type TaxRateDto,
} from '#shared/contracts/tax.ts';
import type { DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import type { TaxRule } from './tax-arithmetic.ts';
import * as repo from './tax.repo.ts';

/** The shop's tax settings (config): the default percent for a country without a row, and the price mode. */
export interface TaxSettings {
  defaultRatePercent: number;
  pricesIncludeTax: boolean;
}

/** The tax a checkout applies: the rule, and the country it came from (null: none chosen, the default). */
export interface CountryTax extends TaxRule {
  country: string | null;
}

/** The tax settings from the config. */
export const taxSettingsOf = (config: { TAX_RATE: number; PRICES_INCLUDE_TAX: boolean }): TaxSettings => ({
  defaultRatePercent: config.TAX_RATE,
  pricesIncludeTax: config.PRICES_INCLUDE_TAX,
});

const percentToBp = (percent: number) => Math.round(percent * 100);

/** An ISO 3166-1 alpha-2 code (any case, trimmed), or `country_unknown` on the `country` field. */
export function requireCountry(raw: string): string {
  const country = normaliseCountry(raw);
  if (!country)
    throw appError('country_unknown', {
      details: { country: TAX_MESSAGES.country_unknown },
      fieldCodes: { country: 'invalid_value' },
    });
  return country;
}

/** The country's row, else the default rate; `raw` undefined means no country was chosen. */
export async function taxFor(db: DbOrTx, raw: string | undefined, settings: TaxSettings): Promise<CountryTax> {
  const country = raw === undefined ? null : requireCountry(raw);
  const row = country ? await repo.findTaxRate(db, country) : undefined;
  return {
    country,
    rateBp: row ? row.rateBp : percentToBp(settings.defaultRatePercent),
    included: settings.pricesIncludeTax,
  };
}

const toDto = (row: repo.TaxRateRow): TaxRateDto => ({
  country: row.country,
  ratePercent: row.rateBp / 100,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTaxRates(db: DbOrTx, settings: TaxSettings): Promise<ListTaxRatesResponse> {
  const rows = await repo.listTaxRates(db, TAX_RATES_MAX);
  return {
    rates: rows.map(toDto),
    defaultRatePercent: settings.defaultRatePercent,
    pricesIncludeTax: settings.pricesIncludeTax,
  };
}

export async function setTaxRate(db: DbOrTx, input: SetTaxRateInput) {
  const country = requireCountry(input.country);
  return { rate: toDto(await repo.upsertTaxRate(db, country, percentToBp(input.ratePercent))) };
}

export async function deleteTaxRate(db: DbOrTx, raw: string) {
  const country = requireCountry(raw);
  if (!(await repo.deleteTaxRate(db, country))) throw appError('tax_rate_not_found');
  return { success: true as const };
}
