// Numbers on the admin's report screens (analytics, customers, the dashboard's summary card).
import { dateFormat, numberFormat } from './intl-formats.ts';

/** SPEC §9: USD with two decimals, en-US formatting, whatever the page language. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as USD. */
export const formatCents = (cents: number) => usd.format(cents / 100);

const COUNT: Intl.NumberFormatOptions = {};
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };
const DAY_UTC: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

export const formatCount = (n: number, lang: string) => numberFormat(lang, COUNT).format(n);

export const formatPercent = (ratio: number, lang: string) => numberFormat(lang, PERCENT).format(ratio);

/** A timestamp's day in UTC, in the page's language (server and browser print the same). */
export const formatDayUtc = (iso: string, lang: string) => dateFormat(lang, DAY_UTC).format(new Date(iso));
