/** SPEC §9: USD with two decimals, en-US formatting, whatever the page language. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (dollars: number) => usd.format(dollars);

/**
 * Short dates in UTC: the server renders the page and the browser hydrates it, and both must
 * print the same text whatever the machine's time zone.
 */
export function formatShortDate(iso: string | null | undefined, lang: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
