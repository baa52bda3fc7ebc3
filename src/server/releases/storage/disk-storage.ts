import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStorage } from './file-storage.ts';
import { assertStorageKey } from './storage-key.ts';

/**
 * Files under one folder (DATA_DIR/files). A file is written to `.staging/` first and renamed
 * into place once complete, so a key never shows a half-written file.
 */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string) {
    assertStorageKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    const target = this.pathOf(key);
    const staging = join(this.root, '.staging', randomUUID());
    await mkdir(dirname(staging), { recursive: true });
    try {
      await pipeline(body, createWriteStream(staging, { flags: 'wx' }));
      const written = (await stat(staging)).size;
      if (written !== size) throw new Error(`Stored ${written} bytes instead of ${size}`);
      await mkdir(dirname(target), { recursive: true });
      await rename(staging, target);
    } finally {
      await rm(staging, { force: true });
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    // Surface a missing file as a rejection here rather than as a stream error later.
    await new Promise<void>((ready, fail) => {
      stream.once('open', () => ready());
      stream.once('error', fail);
    });
    return stream;
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async directUrl(): Promise<string | null> {
    return null;
  }
}
