import { z } from 'zod';
import { IMPORT_REFUSAL_CODES, IMPORT_SOURCES, IMPORT_STATUSES } from './import.constants.ts';

export * from './import.constants.ts';

// "Bring your customers". The start is multipart (`source`, `file`, `dryRun`,
// `invite`, `product`), read field by field by the route; these are its answers and the other calls.

const CountsSchema = z.object({
  customers: z.number().int(),
  orders: z.number().int(),
  licences: z.number().int(),
  machines: z.number().int(),
});
const RefusalSchema = z.object({ line: z.number().int(), reason: z.string(), code: z.enum(IMPORT_REFUSAL_CODES) });

/** The dry run's report: what the real run will do with the same file, row by row. */
export const ImportReportSchema = z.object({
  rows: z.number().int(),
  create: CountsSchema,
  update: CountsSchema,
  skip: z.number().int(),
  refused: z.array(RefusalSchema),
  /** All refusals; `refused` lists the first IMPORT_REFUSALS_KEPT. */
  refusedCount: z.number().int(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const ImportRunSchema = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  invite: z.boolean(),
  /** Progress: bytes of the file read so far, of `bytes`, and the rows they held. */
  bytesRead: z.number().int(),
  bytes: z.number().int(),
  rows: z.number().int(),
  created: CountsSchema,
  updated: CountsSchema,
  skipped: z.number().int(),
  refused: z.array(RefusalSchema),
  refusedCount: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof ImportRunSchema>;

export const StartImportResponseSchema = z.union([
  z.object({ report: ImportReportSchema }),
  z.object({ import: ImportRunSchema }),
]);
export type StartImportResponse = z.infer<typeof StartImportResponseSchema>;

/** GET /_api/admin/import?id=: that run; without `id`, the latest (null when there is none). */
export const ImportQuerySchema = z.object({ id: z.string().trim().min(1).max(64).optional() }).strict();
export const ImportRunResponseSchema = z.object({ import: ImportRunSchema.nullable() });

export const ImportIdInputSchema = z.object({ id: z.string().trim().min(1).max(64) }).strict();
