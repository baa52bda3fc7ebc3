import { z } from 'zod';

// Issue 15, item 4: the admin's CSV exports for a date range (UTC calendar days, both ends
// included). The format check lives here; the order of the ends and the 5-year limit are the
// service's (`export_range_reversed`, `export_range_too_long`), so each has its own code.

/** The longest range an export may span: five calendar years. */
export const EXPORT_MAX_YEARS = 5;

const day = () => z.iso.date();

export const ExportRangeQuerySchema = z.strictObject({ from: day(), to: day() });
export type ExportRangeQuery = z.output<typeof ExportRangeQuerySchema>;

/** The body is a CSV stream, not JSON; the schema only documents that. */
export const CsvResponseSchema = z.string();
