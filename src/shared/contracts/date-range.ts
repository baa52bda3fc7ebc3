// The date-range rules of the admin's reports (CSV exports and analytics), without
// zod, so the browser's forms check them the same way the server does (`server/platform/date-range.ts`).

/** The longest range a report may span: five calendar years. */
export const DATE_RANGE_MAX_YEARS = 5;

export type DateRangeProblem = 'date_range_reversed' | 'date_range_too_long';

/** What is wrong with a range of two `YYYY-MM-DD` days (both included), or null. */
export function dateRangeProblem(from: string, to: string): DateRangeProblem | null {
  const start = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  if (last < start) return 'date_range_reversed';
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + DATE_RANGE_MAX_YEARS);
  return last >= limit ? 'date_range_too_long' : null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The last `days` days up to today (UTC), both ends included: the forms' default. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: day(new Date(now.getTime() - (days - 1) * 86_400_000)), to: day(now) };
}

/** The last 30 days up to today (UTC). */
export const lastThirtyDays = (now = new Date()) => lastDays(30, now);
