import { numberFormat } from './intl-formats.ts';

/**
 * The one money formatter, for pages, e-mails and invoices alike. SPEC §9: "Prices show two
 * decimals; currency USD, en-US formatting", whatever the page's language ($1,234.50 on a German
 * page too); dates and other numbers follow the language (docs/decisions/dates-numbers-currency.md).
 */
export const MONEY_LOCALE = 'en-US';

const USD: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
const USD_WHOLE: Intl.NumberFormatOptions = { ...USD, minimumFractionDigits: 0, maximumFractionDigits: 0 };

/** Dollars as `$1,299.00`. */
export const formatUsd = (dollars: number) => numberFormat(MONEY_LOCALE, USD).format(dollars);

/** Integer cents as `$1,299.00`. */
export const formatCents = (cents: number) => formatUsd(cents / 100);

/**
 * An amount a sentence quotes and the pricing page's plan prices: whole dollars ($50), with cents
 * only when there are some ($0.50), en-US in every language like every price (else
 * "0,50 $" stood beside "$99.00" on one page). Locale texts write it `{{minimumPayout, usd}}`.
 */
export const formatAmount = (dollars: number) =>
  numberFormat(MONEY_LOCALE, Number.isInteger(dollars) ? USD_WHOLE : USD).format(dollars);

/** Plan prices: whole dollars ($69), with cents only when there are some ($69.50). */
export const formatPlanPrice = formatAmount;

const byCurrency = new Map<string, Intl.NumberFormatOptions>();

/** Integer cents in an order's currency (USD today; an invoice prints the order's own). */
export function formatCentsIn(cents: number, currency: string): string {
  if (currency === 'USD') return formatCents(cents);
  let options = byCurrency.get(currency);
  if (!options) byCurrency.set(currency, (options = { style: 'currency', currency }));
  return numberFormat(MONEY_LOCALE, options).format(cents / 100);
}
