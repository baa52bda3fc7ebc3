import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { formatNumber } from './intl-formats.ts';
import { MAX_PAYOUT_DOLLARS, MIN_CHARGE_CENTS, MIN_PAYOUT_DOLLARS } from './money-limits.ts';
import { formatAmount } from './money.ts';

/**
 * The amounts the shop's own sentences quote, there for every translation as default variables
 * (`{{minimumPayout, usd}}`), so no caller has to pass them and no locale file writes one by hand.
 */
export const AMOUNTS_IN_TEXT = {
  minimumCharge: MIN_CHARGE_CENTS / 100,
  minimumPayout: MIN_PAYOUT_DOLLARS,
  maximumPayout: MAX_PAYOUT_DOLLARS,
  zeroAmount: 0,
} as const;

/**
 * `{{count, number}}` in a translation groups the number in the sentence's language:
 * "1,234 votes", "1.234 Stimmen", "1 234 votes" (narrow no-break space in French). It replaces
 * i18next's own `number` format with `formatNumber` (cached Intl formatters), and, unlike that
 * one, leaves a value that is not a number as it is: a caller may pass a price already formatted
 * with its currency, and `Intl` must never re-read "1.234" as a decimal.
 *
 * Only counts, sizes, limits and page numbers are marked so in the locale files; years, ids,
 * order and invoice numbers stay plain `{{id}}`, never grouped.
 *
 * `{{amount, usd}}` writes dollars as every price on the page is written, en-US in every language
 * (`formatAmount`, SPEC §9), and `AMOUNTS_IN_TEXT` are its default variables.
 */
export function groupNumbers(instance: I18n): I18n {
  // Anything else goes back unchanged (a missing value stays missing, as i18next expects).
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' ? formatNumber(value, lng ?? DEFAULT_LANGUAGE) : (value as string),
  );
  instance.services.formatter?.add('usd', (value: unknown) =>
    typeof value === 'number' ? formatAmount(value) : (value as string),
  );
  const interpolation = instance.options.interpolation ?? (instance.options.interpolation = {});
  interpolation.defaultVariables = { ...AMOUNTS_IN_TEXT, ...interpolation.defaultVariables };
  return instance;
}
