import { parse, CsvError } from 'csv-parse';
import type { Readable } from 'node:stream';
import { IMPORT_CSV_COLUMNS, IMPORT_MESSAGES } from '#shared/contracts/import.constants.ts';
import { AppError } from '../../platform/errors.ts';
import { appError } from '../../error-catalogue.ts';
import * as field from '../import-row.ts';
import { wrongFileType, type ImportSourceReader } from './source.ts';

const EXPECTED = 'a CSV file with the columns ' + IMPORT_CSV_COLUMNS.join(',');

/** One record of the generic CSV (README "Moving from another store") as a row. */
export function csvRecordToRow(record: Record<string, string | undefined>, line: number): field.ImportRow {
  field.checkCells(record);
  const email = field.email(record.email);
  const key = field.licenceKey(record.key);
  const currency = field.currency(record.currency || 'USD');
  const status = (record.status ?? '').trim().toLowerCase() || 'active';
  if (status !== 'active' && status !== 'revoked')
    field.refuse('bad_status', `Status must be active or revoked: “${status.slice(0, 20)}”.`);
  const machineIds = (record.machine_ids ?? '')
    .split(';')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    kind: 'licence',
    line,
    email,
    name: field.displayName(record.name, email),
    language: field.language(record.language),
    product: (record.product ?? '').trim(),
    key,
    machineLimit: field.machineLimit(record.machine_limit),
    status: status as 'active' | 'revoked',
    machines: machineIds.map((id) => field.machine(id)),
    order: {
      ref: (record.order_ref ?? '').trim().slice(0, 200) || `key:${key}`,
      purchasedAt: field.date(record.purchased_at),
      amountCents: field.amountInMinorUnits(record.amount || '0', currency),
      currency,
    },
  };
}

/**
 * csv-parse reads the stream record by record (never the whole file); a header without one of
 * the columns refuses the file, a record with the wrong number of cells is refused on its own.
 */
export async function* readCsvRecords(
  input: Readable,
  required: readonly string[],
): AsyncIterable<{ record: Record<string, string | undefined>; line: number } | { line: number; badRow: string }> {
  let width = 0;
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim().toLowerCase());
        const missing = required.filter((c) => !names.includes(c));
        if (missing.length > 0)
          throw appError('import_missing_column', {
            message: IMPORT_MESSAGES.missingColumns(missing),
            details: { columns: missing },
          });
        width = names.length;
        return names;
      },
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 64 * 1024,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string | undefined>;
      info: { lines: number; columns?: unknown; invalid_field_length: number };
    }>) {
      const cells = Object.values(record).filter((v) => v !== undefined).length;
      if (cells !== width) yield { line: info.lines, badRow: `The row has ${cells} cells; the header has ${width}.` };
      else yield { record, line: info.lines };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof CsvError)
      throw wrongFileType(EXPECTED, `Line ${(error as { lines?: number }).lines ?? '?'}: ${error.message}`);
    throw error;
  }
}

export const csvSource: ImportSourceReader = {
  expected: EXPECTED,
  extensions: ['.csv', '.txt'],
  async *read(input) {
    for await (const item of readCsvRecords(input, IMPORT_CSV_COLUMNS)) {
      if ('badRow' in item) yield { line: item.line, code: 'bad_row', reason: item.badRow };
      else yield field.mapRecord(item.line, () => csvRecordToRow(item.record, item.line));
    }
  },
};
