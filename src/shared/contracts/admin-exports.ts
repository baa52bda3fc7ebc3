import { z } from 'zod';

// The admin's CSV exports for a date range (UTC calendar days, both ends
// included). The format check lives here; the order of the ends and the 5-year limit are
// `dateRangeProblem`'s (./date-range.ts), so each has its own code.

const day = () => z.iso.date();

export const ExportRangeQuerySchema = z.strictObject({ from: day(), to: day() });
export type ExportRangeQuery = z.output<typeof ExportRangeQuerySchema>;

/** The body is a CSV stream, not JSON; the schema only documents that. */
export const CsvResponseSchema = z.string();
