import { dateFormat, numberFormat } from '#shared/intl-formats.ts';
import type { AnalyticsInterval } from '#shared/contracts/admin-analytics.constants.ts';

export { formatCount, formatPercent } from '#client/lib/report-format.ts';

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
const DAY_IN_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/**
 * The buckets' first days (`YYYY-MM-DD`) as the page's language writes them: a month by name and
 * year, else a short date whose year (four digits) is left out when every bucket is in one year.
 */
export function formatBuckets(starts: string[], interval: AnalyticsInterval, lang: string): string[] {
  const oneYear = new Set(starts.map((start) => start.slice(0, 4))).size <= 1;
  const format = dateFormat(lang, interval === 'month' ? MONTH : oneYear ? DAY_IN_YEAR : DAY);
  return starts.map((start) => format.format(new Date(`${start}T00:00:00Z`)));
}

/** The change from `before` to `now` as a signed percentage, or null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / Math.abs(before);
}

const POINTS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
};

/**
 * The change between two ratios in percentage points, signed, in the page's language ("+2.1",
 * "−0.5", "+2,1"): a rate going from 10 % to 12.1 % rose 2.1 points, not 21 %.
 */
export const formatPointsChange = (now: number, before: number, lang: string) =>
  numberFormat(lang, POINTS).format(Math.round((now - before) * 1000) / 10);

/**
 * Which of `count` evenly spaced points of a chart `plotWidth` px wide get a label `labelWidth`
 * px wide, so that neighbouring labels keep `gap` px between them: every n-th point from the
 * first, n as small as that allows.
 */
export function tickIndexes(count: number, plotWidth: number, labelWidth: number, gap = 16): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const perPoint = plotWidth / (count - 1);
  const step = perPoint > 0 ? Math.max(1, Math.ceil((labelWidth + gap) / perPoint)) : count;
  const indexes: number[] = [];
  for (let i = 0; i < count; i += step) indexes.push(i);
  return indexes;
}
