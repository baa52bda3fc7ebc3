import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RELEASE_MESSAGES } from '#shared/contracts/releases.constants.ts';
import { AppError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';

/** A complete, checked upload in a staging file: a zip, within the limit, hashed. */
export interface StagedFile {
  path: string;
  fileName: string;
  size: number;
  sha256: string;
  /** Removes the staging file (always call it, also after success). */
  discard(): Promise<void>;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: StagedFile;
}

// A zip starts with a local file header, or (an empty archive) the end-of-central-directory record.
const ZIP_SIGNATURES = ['504b0304', '504b0506'];

/** Control characters (NUL above all, which PostgreSQL text cannot hold) have no place in a file name. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const badName = () => appError('release_file_name_invalid');

const notZip = () => appError('release_file_not_zip');
export const tooLarge = (maxBytes: number) =>
  appError('release_file_too_large', { message: RELEASE_MESSAGES.tooLarge(Math.floor(maxBytes / (1024 * 1024))) });

/** Hashes and counts the bytes as they pass, and checks the zip signature in the first four. */
function inspector() {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < 4) {
        head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
        if (head.length === 4 && !ZIP_SIGNATURES.includes(head.toString('hex'))) return done(notZip());
      }
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      done(head.length < 4 ? notZip() : null);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Reads a multipart upload as it arrives: text fields, then one `file`, streamed to a staging
 * file under `stagingDir` while it is hashed and checked (never held in memory). `beforeFile`
 * runs when the file part starts, with the fields so far, so a bad field or a duplicate version
 * is refused before 200 MB are read. Nothing is left behind when it throws.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { maxBytes: number; stagingDir: string; beforeFile: (fields: Record<string, string>) => Promise<void> },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw appError('bad_request', { message: RELEASE_MESSAGES.notMultipart });
  }
  const fields: Record<string, string> = {};
  let staged: StagedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 20, fieldSize: 128 * 1024, parts: 21 },
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
      if (CONTROL_CHARACTER.test(part.filename ?? '')) {
        part.file.resume();
        throw badName();
      }
      await options.beforeFile(fields);
      staged = await stage(part, options);
    }
  } catch (error) {
    await staged?.discard();
    throw error;
  }
  if (!staged) {
    await options.beforeFile(fields);
    throw appError('release_file_missing');
  }
  return { fields, file: staged };
}

async function stage(part: MultipartFile, options: { maxBytes: number; stagingDir: string }): Promise<StagedFile> {
  await mkdir(options.stagingDir, { recursive: true });
  const path = join(options.stagingDir, `${randomUUID()}.upload`);
  const discard = () => rm(path, { force: true });
  const check = inspector();
  // Opened before the first byte arrives: a refusal in the first bytes must not race the open,
  // or the removal below could run first and the open leave an empty file behind.
  const out = (await open(path, 'wx')).createWriteStream();
  try {
    await pipeline(part.file, check.stream, out);
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    if (part.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(options.maxBytes);
    throw error;
  }
  if (part.file.truncated) {
    await discard();
    throw tooLarge(options.maxBytes);
  }
  const { size, sha256 } = check.result();
  return { path, fileName: part.filename || 'release.zip', size, sha256, discard };
}
