import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { ReleaseDto } from '#shared/contracts/releases.ts';
import { uploadRelease } from '#shared/contracts/releases.endpoints.ts';
import type { App } from '../app.ts';
import { createProduct, buy } from '../store/store.test-helpers.ts';
import { afterAll, beforeAll } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { createTestApp, type ApiClient, type ApiResponse, type ErrorBody } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';

/** Bytes that start like a zip (local file header), then `size - 4` random bytes, and their SHA-256. */
export function zipLike(size: number) {
  const bytes = Buffer.concat([Buffer.from('504b0304', 'hex'), randomBytes(Math.max(0, size - 4))]);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export const sha256Of = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** A multipart upload as a browser's FormData sends it: the text fields, then `file`. */
export async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name ?? 'indicator.zip');
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

export type UploadResponse = ApiResponse<{ release: ReleaseDto } & Partial<ErrorBody>>;

export async function upload(
  client: ApiClient,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string },
): Promise<UploadResponse> {
  const body = await multipart(fields, file);
  return client.request({
    method: 'POST',
    url: uploadRelease.path,
    payload: body.payload,
    headers: { 'content-type': body.contentType, origin: 'http://shop.test' },
  });
}

/** The path and query of a download URL, for `inject`. */
export const localPath = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return `${parsed.pathname}${parsed.search}`;
};

/** A test app with its own DATA_DIR (so the files left behind can be counted), an admin, a product and its owner. */
export async function releasesFixture(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'novatick-releases-'));
  const testApp = await createTestApp({ DATA_DIR: dataDir, RELEASE_MAX_BYTES: String(256 * 1024), ...env });
  const app: App = testApp.app;
  const admin = await signedInClient(app, 'admin');
  const product = await createProduct(app);
  const owner = await signedInClient(app, 'user');
  await buy(owner.client, product.id);
  return { ...testApp, dataDir, admin: admin.client, product, owner };
}

/** The two storages every release test runs on ("both storages"). */
export const STORAGE_KINDS = ['disk', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** One s3rver for the whole test file, started before its suites run: read `.server` in hooks and tests. */
export function s3ForThisFile() {
  const holder = {} as { server: TestS3Server };
  beforeAll(async () => {
    holder.server = await startTestS3Server();
  });
  afterAll(async () => {
    await holder.server?.close();
  });
  return holder;
}

/** Every file under a folder, recursively, relative to it and sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** What a download link gave: the answer of the storage that sent the bytes, after the shop's redirect if any. */
export interface Download {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The presigned URL the shop redirected to (S3), or null when the shop answered itself. */
  redirectedTo: string | null;
}

/**
 * `releasesFixture` on one storage: the disk under its own DATA_DIR, or the bucket of a shared
 * s3rver. `storedKeys()` lists what the storage holds (the files folder, or the bucket through
 * the S3 API); `download()` opens a link as a browser does, following the shop's redirect to a
 * presigned URL over real HTTP, with the same headers (`Range`) but not the shop's cookie.
 */
export async function releasesFixtureOn(kind: StorageKind, s3: TestS3Server, env: Record<string, string> = {}) {
  const fx = await releasesFixture(kind === 's3' ? { ...s3.env, ...env } : env);
  const filesDir = join(fx.dataDir, 'files');
  return {
    ...fx,
    kind,
    storedKeys: async () =>
      kind === 's3' ? s3.keys() : (await filesUnder(filesDir)).filter((f) => !f.startsWith('.staging')),
    /** Uploads still in the staging folder (there should be none once a request has answered). */
    staged: () => filesUnder(join(fx.dataDir, 'tmp')),
    /** `from`: the client's address (each link serves only the address that used it first). */
    async download(url: string, headers: Record<string, string> = {}, from = '127.0.0.1'): Promise<Download> {
      const shop = await fx.app.inject({
        method: 'GET',
        url: localPath(url),
        headers: { host: 'shop.test', ...headers },
        remoteAddress: from,
      });
      const plain = (h: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), String(v)]));
      if (shop.statusCode !== 302)
        return { status: shop.statusCode, headers: plain(shop.headers), body: shop.rawPayload, redirectedTo: null };
      const location = String(shop.headers.location);
      const { cookie: _cookie, ...forwarded } = headers;
      const response = await fetch(location, { headers: forwarded });
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
        redirectedTo: location,
      };
    },
  };
}
export type ReleasesFixtureOn = Awaited<ReturnType<typeof releasesFixtureOn>>;
