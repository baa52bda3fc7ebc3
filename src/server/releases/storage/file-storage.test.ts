import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.ts';
import { assertStorageKey, createFileStorage, type FileStorage } from './file-storage.ts';

async function sha256(stream: Readable) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A stream of `size` random bytes in 64 KB chunks, and its SHA-256. */
function randomFile(size: number) {
  const chunks: Buffer[] = [];
  for (let left = size; left > 0; left -= 65536) chunks.push(randomBytes(Math.min(65536, left)));
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return { stream: () => Readable.from(chunks), sha256: hash.digest('hex') };
}

let s3: TestS3Server;
let dataDir: string;
const storages: Record<'disk' | 's3', () => FileStorage> = {
  disk: () => createFileStorage(loadConfig({ DATA_DIR: dataDir })),
  s3: () => createFileStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env })),
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'novatick-storage-'));
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('storage configuration', () => {
  it('refuses an S3 configuration with some but not all of bucket, endpoint and keys', () => {
    expect(() => loadConfig({ S3_BUCKET: 'releases' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({}).s3).toBeNull();
  });
});

describe('storage keys', () => {
  it('refuses keys that could leave the storage root', () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/./b', 'a\\b'])
      expect(() => assertStorageKey(key), key).toThrow();
    expect(() => assertStorageKey('releases/3/0b1c.zip')).not.toThrow();
  });
});

describe.each(['disk', 's3'] as const)('%s storage', (kind) => {
  it('picks the implementation from the configuration', () => {
    expect(storages[kind]().kind).toBe(kind);
  });

  it('stores a stream and reads it back whole and by range', async () => {
    const storage = storages[kind]();
    const file = randomFile(300_000);
    await storage.put('releases/1/a.zip', file.stream(), 300_000);
    expect(await storage.size('releases/1/a.zip')).toBe(300_000);
    expect(await sha256(await storage.read('releases/1/a.zip'))).toBe(file.sha256);

    await storage.put('releases/1/b.txt', Readable.from([Buffer.from('0123456789')]), 10);
    expect(await text(await storage.read('releases/1/b.txt', { start: 3, end: 6 }))).toBe('3456');
  });

  it('deletes, and answers null or a rejection for a missing key', async () => {
    const storage = storages[kind]();
    await storage.put('releases/2/c.zip', Readable.from([Buffer.from('PK')]), 2);
    await storage.delete('releases/2/c.zip');
    await storage.delete('releases/2/c.zip');
    expect(await storage.size('releases/2/c.zip')).toBeNull();
    await expect(storage.read('releases/2/c.zip')).rejects.toThrow();
  });

  it('leaves nothing under the key when the stream fails midway', async () => {
    const storage = storages[kind]();
    async function* failing() {
      yield Buffer.alloc(1000, 1);
      throw new Error('client went away');
    }
    await expect(storage.put('releases/3/broken.zip', Readable.from(failing()), 5000)).rejects.toThrow();
    expect(await storage.size('releases/3/broken.zip')).toBeNull();
    if (kind === 'disk') expect(await readdir(join(dataDir, 'files', '.staging'))).toEqual([]);
  });

  it(kind === 's3' ? 'gives a presigned URL that downloads over HTTP' : 'gives no direct URL', async () => {
    const storage = storages[kind]();
    await storage.put('releases/4/d.zip', Readable.from([Buffer.from('hello')]), 5);
    const url = await storage.directUrl('releases/4/d.zip', { expiresInSeconds: 300, fileName: 'd.zip' });
    if (kind === 'disk') return expect(url).toBeNull();
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(url).toMatch(/X-Amz-Expires=300/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello');
  });
});
