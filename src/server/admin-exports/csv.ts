import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';

// CSV writing for the admin exports (docs/decisions/csv-exports.md): csv-stringify quotes and
// escapes; this module decides what a cell holds and neutralises formulas.

/**
 * How a column's values are written. `text` is anything a person typed (names, e-mails, notes):
 * neutralised against formula injection. The others are written by us from typed data, so a
 * leading `-` is a negative number, never a formula, and stays a number for the spreadsheet.
 * `basis_points` is a rate held in hundredths of a percent, written as the percent (`725` → `7.25`).
 */
export type CsvKind = 'text' | 'integer' | 'money' | 'basis_points' | 'timestamp';

export interface CsvColumn<R> {
  header: string;
  kind: CsvKind;
  value: (row: R) => string | number | Date | null;
}

/** The first characters a spreadsheet reads as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet would run as a formula gets a leading `'`, which shows it as text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Integer cents as dollars with two decimals and a dot (`-1234` → `-12.34`), exactly. */
export function centsToCsv(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function cell<R>(column: CsvColumn<R>, row: R): string {
  const value = column.value(row);
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  switch (column.kind) {
    // Hundredths of a percent are written exactly as cents are: two decimals, no floating point.
    case 'money':
    case 'basis_points':
      return centsToCsv(Number(value));
    case 'integer':
      return String(Number(value));
    case 'timestamp':
      return new Date(value).toISOString();
    default:
      return neutraliseFormula(String(value));
  }
}

const lines = (records: string[][]) => stringify(records, { record_delimiter: 'windows' });

/**
 * The CSV text as a stream: the header, then each batch of rows as it arrives. `batches` is
 * pulled only when the response wants more, so a slow client holds back the database reads and
 * at most one batch is in memory.
 */
export function csvStream<R>(columns: readonly CsvColumn<R>[], batches: AsyncIterable<R[]>): Readable {
  async function* chunks() {
    yield lines([columns.map((c) => c.header)]);
    for await (const rows of batches) {
      if (rows.length) yield lines(rows.map((row) => columns.map((c) => cell(c, row))));
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * Keyset paging: `fetch(after)` returns the rows after the key (all of them from the start when
 * undefined), at most `size`; stops at a short page.
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | undefined, size: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  size = 1000,
): AsyncGenerator<R[]> {
  let after: K | undefined;
  for (;;) {
    const rows = await fetch(after, size);
    yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}
