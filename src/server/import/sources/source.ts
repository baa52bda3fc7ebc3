import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '#shared/contracts/import.constants.ts';
import { appError } from '../../error-catalogue.ts';
import type { SourceItem } from '../import-row.ts';

/** One service's export: how to check the file's kind and turn it into rows, streamed. */
export interface ImportSourceReader {
  /** What the file must be, for the refusal of another kind of file. */
  expected: string;
  /** File name endings accepted (lower case). */
  extensions: readonly string[];
  /** Rows and refusals in file order; throws an `AppError` for a file that is not of this source. */
  read(input: Readable): AsyncIterable<SourceItem>;
}

export const wrongFileType = (expected: string, detail?: string) =>
  appError('import_file_type', { message: IMPORT_MESSAGES.fileType(expected) + (detail ? ` ${detail}` : '') });
