import { useMemo } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { CountryOption } from '#client/lib/country-options.ts';
import { numberFormat } from '#shared/intl-formats.ts';

/** A rate as stored: at most two decimals, with the page language's decimal mark. */
const RATE: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
/** The same in the form's text field, as the admin would type it (`7,25` in German; no grouping). */
const RATE_TYPED: Intl.NumberFormatOptions = { maximumFractionDigits: 2, useGrouping: false };

/**
 * The texts the tax page shows for a rate and a country: `rate(19)` → "19 %" ("19 %" in German,
 * "19%" in Chinese); `country('DE')` → the name the loader made on the server, so the browser
 * never renders a different one (see `countryOptions`).
 */
export function useTaxText(countries: CountryOption[]) {
  const { t, i18n } = useTranslation('admin-tax');
  const names = useMemo(() => new Map(countries.map((c) => [c.code, c.name])), [countries]);
  return {
    t,
    lang: i18n.language,
    rate: (percent: number) => t('admin.percent', { rate: numberFormat(i18n.language, RATE).format(percent) }),
    typedRate: (percent: number) => numberFormat(i18n.language, RATE_TYPED).format(percent),
    country: (code: string) => names.get(code) ?? code,
  };
}
