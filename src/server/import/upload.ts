import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_SOURCES,
  type ImportSource,
} from '#shared/contracts/import.constants.ts';
import { AppError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';
import { SOURCES } from './sources/registry.ts';
import { wrongFileType } from './sources/source.ts';

export interface StagedImport {
  source: ImportSource;
  fields: Record<string, string>;
  path: string;
  fileName: string;
  bytes: number;
  discard(): Promise<void>;
}

export const fileTooLarge = () => appError('import_file_too_large');

function checkSource(fields: Record<string, string>): ImportSource {
  const source = fields.source as ImportSource;
  if (!(IMPORT_SOURCES as readonly string[]).includes(source))
    throw new AppError(
      'bad_request',
      `source must be one of ${IMPORT_SOURCES.join(', ')}.`,
      { source: 'Unknown source.' },
      'validation_failed',
      {
        source: 'invalid_value',
      },
    );
  return source;
}

// Spreadsheets, archives, PDFs and pictures, by their first bytes (xlsx is a zip).
const BINARY_SIGNATURES = ['504b0304', '25504446', '89504e47', 'ffd8ff', '47494638', 'd0cf11e0', 'fffe', 'feff'];

/**
 * Text, not a binary file: no known binary signature and hardly any NUL byte in the first 8 KB
 * (a stray NUL in a cell is refused with its row); a JSON export starts with `{` or `[`.
 */
function sniffer(source: ImportSource) {
  let head = Buffer.alloc(0);
  let checked = false;
  const expected = SOURCES[source].expected;
  const check = (): AppError | null => {
    checked = true;
    const hex = head.subarray(0, 4).toString('hex');
    const nuls = head.filter((b) => b === 0).length;
    if (BINARY_SIGNATURES.some((sig) => hex.startsWith(sig)) || nuls > Math.max(1, head.length / 100))
      return wrongFileType(expected, 'It is a binary file.');
    const first = head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()[0];
    if (source !== 'csv' && first !== undefined && first !== '{' && first !== '[') return wrongFileType(expected);
    return null;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!checked) {
        head = Buffer.concat([head, chunk.subarray(0, 8192 - head.length)]);
        if (head.length >= 8192) {
          const error = check();
          if (error) return done(error);
        }
      }
      done(null, chunk);
    },
    flush(done) {
      done(checked ? null : check());
    },
  });
}

/**
 * Reads the multipart start of an import: the text fields (`source` first), then `file`, streamed
 * to a staging file under `dir` as it arrives (never held in memory) and checked for its kind.
 * Over IMPORT_MAX_BYTES is 413 before the rest is read. Nothing is left behind when it throws.
 */
export async function receiveImport(request: FastifyRequest, dir: string): Promise<StagedImport> {
  if (!request.isMultipart()) throw appError('bad_request', { message: IMPORT_MESSAGES.notMultipart });
  const fields: Record<string, string> = {};
  let staged: StagedImport | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || staged) {
        part.file.resume();
        continue;
      }
      staged = await stage(part, checkSource(fields), fields, dir);
    }
  } catch (error) {
    await staged?.discard();
    throw error;
  }
  if (!staged) {
    checkSource(fields);
    throw appError('import_file_missing');
  }
  return staged;
}

async function stage(
  part: MultipartFile,
  source: ImportSource,
  fields: Record<string, string>,
  dir: string,
): Promise<StagedImport> {
  const reader = SOURCES[source];
  const fileName = part.filename || 'import';
  if (!reader.extensions.includes(extname(fileName).toLowerCase())) {
    part.file.resume();
    throw wrongFileType(reader.expected, `“${fileName.slice(0, 80)}” has another kind of name.`);
  }
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.upload`);
  const discard = () => rm(path, { force: true });
  const out = (await open(path, 'wx')).createWriteStream();
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, sniffer(source), count, out);
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    if (part.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw error;
  }
  if (part.file.truncated) {
    await discard();
    throw fileTooLarge();
  }
  return { source, fields, path, fileName, bytes, discard };
}
