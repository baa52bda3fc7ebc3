import { and, gte, lt, type Column } from 'drizzle-orm';
import { EXPORT_MAX_YEARS, exportRangeProblem } from '#shared/contracts/admin-exports.constants.ts';
import type { ExportRangeQuery } from '#shared/contracts/admin-exports.ts';
import { AppError } from '../platform/errors.ts';

export const EXPORT_MESSAGES = {
  export_range_reversed: 'The export range ends before it starts.',
  export_range_too_long: `The export range can be at most ${EXPORT_MAX_YEARS} years.`,
} as const;

/** A checked export range: `[start, end)` in UTC, and the text the file name carries. */
export interface ExportRange {
  start: Date;
  /** Midnight UTC after the `to` day, so the whole last day is in. */
  end: Date;
  label: string;
}

const DAY_MS = 86_400_000;

/** `from` and `to` (UTC days, both included) as a half-open range; refuses a reversed or overlong one. */
export function exportRange({ from, to }: ExportRangeQuery): ExportRange {
  const problem = exportRangeProblem(from, to);
  if (problem) throw new AppError('bad_request', EXPORT_MESSAGES[problem], undefined, problem);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
  return { start, end, label: `${from}-${to}` };
}

/** The SQL condition: `column` (a timestamp) falls in the range. */
export const inRange = (column: Column, range: ExportRange) => and(gte(column, range.start), lt(column, range.end));
