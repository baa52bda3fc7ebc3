import { and, gte, lt, type Column } from 'drizzle-orm';
import { dateRangeProblem } from '#shared/contracts/date-range.ts';
import { appError } from '../error-catalogue.ts';
import { PLATFORM_ERRORS } from './platform.errors.ts';

// One check for every admin report's `from`/`to` (CSV exports, analytics): a reversed range or
// one over five years is refused with its code, and `fieldCodes.to` names the field.

export const DATE_RANGE_MESSAGES = {
  date_range_reversed: PLATFORM_ERRORS.date_range_reversed.message,
  date_range_too_long: PLATFORM_ERRORS.date_range_too_long.message,
} as const;

const FIELD_CODE = { date_range_reversed: 'range_reversed', date_range_too_long: 'range_too_long' } as const;

/** A checked range: `[start, end)` as instants, and the text a file name carries. */
export interface DateRange {
  start: Date;
  /** Midnight after the `to` day, so the whole last day is in. */
  end: Date;
  label: string;
}

const DAY_MS = 86_400_000;

/** Throws the usual 400 for a reversed or overlong range of two `YYYY-MM-DD` days. */
export function assertDateRange(from: string, to: string): void {
  const problem = dateRangeProblem(from, to);
  if (!problem) return;
  const message = DATE_RANGE_MESSAGES[problem];
  throw appError(problem, { details: { to: message }, fieldCodes: { to: FIELD_CODE[problem] } });
}

/** `from` and `to` (UTC days, both included) as a half-open range; refuses a reversed or overlong one. */
export function utcDateRange({ from, to }: { from: string; to: string }): DateRange {
  assertDateRange(from, to);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
  return { start, end, label: `${from}-${to}` };
}

/** The SQL condition: `column` (a timestamp) falls in the range. */
export const inRange = (column: Column, range: DateRange) => and(gte(column, range.start), lt(column, range.end));
