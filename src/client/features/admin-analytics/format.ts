import { dateFormat } from '#shared/intl-formats.ts';
import type { AnalyticsInterval } from '#shared/contracts/admin-analytics.constants.ts';

export { formatCount, formatPercent } from '#client/lib/report-format.ts';

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: '2-digit', timeZone: 'UTC' };

/** A bucket's first day (`YYYY-MM-DD`) as the page's language writes it: a month by name, else a short date. */
export function formatBucket(start: string, interval: AnalyticsInterval, lang: string) {
  const date = new Date(`${start}T00:00:00Z`);
  return dateFormat(lang, interval === 'month' ? MONTH : DAY).format(date);
}

/** The change from `before` to `now` as a signed percentage, or null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / Math.abs(before);
}
