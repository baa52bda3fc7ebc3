// Numbers on the admin's report screens (analytics, customers, the dashboard's summary card).

/** SPEC §9: USD with two decimals, en-US formatting, whatever the page language. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as USD. */
export const formatCents = (cents: number) => usd.format(cents / 100);

export const formatCount = (n: number, lang: string) => new Intl.NumberFormat(lang).format(n);

export const formatPercent = (ratio: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);

/** A timestamp's day in UTC, in the page's language (server and browser print the same). */
export const formatDayUtc = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
