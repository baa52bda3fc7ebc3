import type { AnalyticsInterval } from '#shared/contracts/admin-analytics.constants.ts';

export { formatCents, formatCount, formatPercent } from '#client/lib/report-format.ts';

/** A bucket's first day (`YYYY-MM-DD`) as the page's language writes it: a month by name, else a short date. */
export function formatBucket(start: string, interval: AnalyticsInterval, lang: string) {
  const date = new Date(`${start}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    interval === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short', year: '2-digit' };
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(date);
}

/** The change from `before` to `now` as a signed percentage, or null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / Math.abs(before);
}
