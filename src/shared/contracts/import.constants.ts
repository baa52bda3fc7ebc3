// Zod-free part of the import contract, so the admin page may
// import it without zod in its first load. Codes are the public contract: add, never rename.

export const IMPORT_SOURCES = ['csv', 'lemonsqueezy', 'gumroad', 'polar', 'keygen'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
/** The services' own names (brands, the same in every language); `csv` is named by the page's translations. */
export const IMPORT_SOURCE_BRANDS: Record<Exclude<ImportSource, 'csv'>, string> = {
  lemonsqueezy: 'Lemon Squeezy',
  gumroad: 'Gumroad',
  polar: 'Polar',
  keygen: 'Keygen',
};

export const IMPORT_STATUSES = ['running', 'finished', 'failed', 'rolled_back'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The generic CSV's columns, in the README's order; every one must be in the header. */
export const IMPORT_CSV_COLUMNS = [
  'email',
  'name',
  'product',
  'key',
  'machine_limit',
  'machine_ids',
  'purchased_at',
  'amount',
  'currency',
  'order_ref',
  'status',
] as const;

/** Larger files are refused before they are read (413 `import_file_too_large`). */
export const IMPORT_MAX_BYTES = 40 * 1024 * 1024;
/** Rows per transaction: a failure leaves whole batches, never half of one. */
export const IMPORT_BATCH_ROWS = 500;
/** Refusals kept in the report and its CSV; `refusedCount` counts them all. */
export const IMPORT_REFUSALS_KEPT = 1000;

/** Why a row was refused (`refused[].code`); `refused[].reason` says it in a sentence. */
export const IMPORT_REFUSAL_CODES = [
  'bad_row',
  'bad_email',
  'bad_name',
  'unknown_product',
  'bad_key',
  'bad_machine_limit',
  'bad_machine_id',
  'bad_date',
  'bad_amount',
  'bad_currency',
  'bad_status',
  'formula_cell',
  'nul_byte',
  'key_owned_by_other',
  'order_of_other_customer',
  'machine_limit_exceeded',
  'unknown_licence',
] as const;
export type ImportRefusalCode = (typeof IMPORT_REFUSAL_CODES)[number];

export interface ImportRefusal {
  /** The line of the file, the header (or the first line of a JSON file) being line 1. */
  line: number;
  reason: string;
  code: ImportRefusalCode;
}

export interface ImportCounts {
  customers: number;
  orders: number;
  licences: number;
  machines: number;
}
export const zeroCounts = (): ImportCounts => ({ customers: 0, orders: 0, licences: 0, machines: 0 });

export const IMPORT_MESSAGES = {
  running: 'An import is already running. Wait for it to finish.',
  notFound: 'Import not found.',
  notResumable: 'Only a failed import can be resumed or rolled back.',
  fileMissing: 'Choose a file to import.',
  notMultipart: 'Send the file as multipart/form-data.',
  fileType: (expected: string) => `This is not the file this source exports: expected ${expected}.`,
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  missingColumns: (columns: string[]) => `The CSV is missing the column(s): ${columns.join(', ')}.`,
  productNotFound: 'The indicator chosen for rows without a product does not exist.',
} as const;
