import type { Readable } from 'node:stream';
import type { Config } from '../../platform/config.ts';
import { DiskStorage } from './disk-storage.ts';
import { S3Storage } from './s3-storage.ts';

export { assertStorageKey } from './storage-key.ts';

/** Bytes `start` to `end`, both included (as in an HTTP `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where release files live (docs/decisions/release-file-storage.md). Streams only: no method
 * takes or returns a whole file in memory. Keys are plain relative paths (`releases/3/…zip`).
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores exactly `size` bytes from `body` under `key`; when it fails, nothing is left under `key`. */
  put(key: string, body: Readable, size: number): Promise<void>;
  /** The file, or the bytes of `range`; rejects when the key is unknown. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size in bytes, or null when nothing is stored under `key`. */
  size(key: string): Promise<number | null>;
  /** Removes the file; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** A short-lived URL that downloads straight from storage (S3 presigned), or null: the app serves the file. */
  directUrl(key: string, options: { expiresInSeconds: number; fileName: string }): Promise<string | null>;
}

/** S3 when the bucket, endpoint and keys are configured; otherwise the disk under DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new DiskStorage(`${config.DATA_DIR}/files`);
}
