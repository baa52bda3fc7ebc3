// The export range rules, without zod, so the browser's form checks them the same way the
// server does before the admin's download starts.

/** The longest range an export may span: five calendar years. */
export const EXPORT_MAX_YEARS = 5;

export type ExportRangeProblem = 'export_range_reversed' | 'export_range_too_long';

/** What is wrong with a range of two `YYYY-MM-DD` UTC days (both included), or null. */
export function exportRangeProblem(from: string, to: string): ExportRangeProblem | null {
  const start = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  if (last < start) return 'export_range_reversed';
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + EXPORT_MAX_YEARS);
  return last >= limit ? 'export_range_too_long' : null;
}

/** The form's default: the last 30 days up to today (UTC). */
export function lastThirtyDays(now = new Date()): { from: string; to: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(new Date(now.getTime() - 29 * 86_400_000)), to: day(now) };
}
