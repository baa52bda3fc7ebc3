import { EXPORT_MAX_YEARS, type ExportRangeQuery } from '#shared/contracts/admin-exports.ts';
import { AppError } from '../platform/errors.ts';

export const EXPORT_MESSAGES = {
  reversed: 'The export range ends before it starts.',
  tooLong: `The export range can be at most ${EXPORT_MAX_YEARS} years.`,
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
  const start = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  if (last < start) throw new AppError('bad_request', EXPORT_MESSAGES.reversed, undefined, 'export_range_reversed');
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + EXPORT_MAX_YEARS);
  if (last >= limit) throw new AppError('bad_request', EXPORT_MESSAGES.tooLong, undefined, 'export_range_too_long');
  return { start, end: new Date(last.getTime() + DAY_MS), label: `${from}-${to}` };
}
