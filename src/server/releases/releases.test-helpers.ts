import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReleaseDto } from '#shared/contracts/releases.ts';
import { uploadRelease } from '#shared/contracts/releases.endpoints.ts';
import type { App } from '../app.ts';
import { createProduct, buy } from '../store/store.test-helpers.ts';
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
  const parsed = new URL(url);
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
