import type { AnalyticsInterval } from '#shared/contracts/admin-analytics.constants.ts';

// Calendar arithmetic on `YYYY-MM-DD` days (no time zone: the database already cut the instants
// into the shop's days), matching PostgreSQL's date_trunc: weeks start on Monday.

const DAY_MS = 86_400_000;
const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => format(new Date(parse(day).getTime() + days * DAY_MS));

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS) + 1;

/** The first day of the bucket `day` falls in. */
export function bucketStart(day: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return day;
  const date = parse(day);
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const mondayOffset = (date.getUTCDay() + 6) % 7;
  return addDays(day, -mondayOffset);
}

function nextBucket(start: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const date = parse(start);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return format(date);
}

/** Every bucket touching `from`..`to`, in order (the first and last may be partial). */
export function bucketStarts(from: string, to: string, interval: AnalyticsInterval): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(from, interval); start <= to; start = nextBucket(start, interval)) starts.push(start);
  return starts;
}

/** The period of the same length just before `from`..`to`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}
