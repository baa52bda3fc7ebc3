import { eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { RELEASE_FILE_PATH } from '#shared/contracts/releases.constants.ts';
import { latestRelease, listReleases, requestDownload, updateRelease } from '#shared/contracts/releases.endpoints.ts';
import { appSecret } from '../platform/app-secret.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import { licences } from '../store/store.schema.ts';
import { ApiClient, type ErrorBody } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { signDownloadToken } from './download-link.ts';
import { releaseDownloads } from './releases.schema.ts';
import { localPath, releasesFixture, sha256Of, upload, zipLike } from './releases.test-helpers.ts';

// Downloads from disk: Range and resume, link expiry and tampering, another user's link, a
// revoked owner, bundle owners, and the add-on's update check (issue 14).

let fx: Awaited<ReturnType<typeof releasesFixture>>;
const file = zipLike(100_000);
let releaseId: number;

async function publish(productId: number, version: string, bytes = zipLike(1_000).bytes) {
  const created = await upload(
    fx.admin,
    { indicatorId: String(productId), version, minPlatformVersion: '8.1', status: 'published' },
    { bytes },
  );
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.release.id;
}

async function linkOf(client: typeof fx.admin, id: number) {
  const link = await client.call(requestDownload, { releaseId: id });
  if (!link.ok) throw new Error(JSON.stringify(link.body));
  return localPath(link.body.url);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  fx.app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

beforeAll(async () => {
  fx = await releasesFixture();
  releaseId = await publish(fx.product.id, '1.0.0', file.bytes);
});
afterAll(async () => {
  await fx?.close();
  await rm(fx.dataDir, { recursive: true, force: true });
});

describe('the file behind a download link', () => {
  it('resumes a broken download with Range (206) and the pieces hash to the whole', async () => {
    const url = await linkOf(fx.owner.client, releaseId);
    const first = await get(url, { range: 'bytes=0-39999' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-39999/100000');
    expect(first.headers['content-length']).toBe('40000');
    expect(first.headers['accept-ranges']).toBe('bytes');
    const rest = await get(url, { range: 'bytes=40000-', 'if-range': String(first.headers.etag) });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe('bytes 40000-99999/100000');
    expect(sha256Of(Buffer.concat([first.rawPayload, rest.rawPayload]))).toBe(file.sha256);

    const suffix = await get(url, { range: 'bytes=-10' });
    expect([suffix.statusCode, suffix.rawPayload.length]).toEqual([206, 10]);
    // A changed file (another ETag) is sent whole.
    const stale = await get(url, { range: 'bytes=40000-', 'if-range': '"other"' });
    expect([stale.statusCode, stale.rawPayload.length]).toEqual([200, 100_000]);
  });

  it('answers 416 with the size for a Range beyond the end', async () => {
    const url = await linkOf(fx.owner.client, releaseId);
    const beyond = await get(url, { range: 'bytes=100000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */100000');
    expect(beyond.json()).toMatchObject({ code: 'range_not_satisfiable' });
  });

  it('refuses an expired, a tampered and a made-up link', async () => {
    const secret = appSecret(fx.app.config);
    const old = signDownloadToken(secret, { releaseId, userId: fx.owner.user.id }, Date.now() - 301_000);
    const expired = await get(`${RELEASE_FILE_PATH}?token=${old.token}`);
    expect([expired.statusCode, expired.json().code]).toEqual([403, 'download_link_expired']);
    expect(expired.json().error).toMatch(/expired/);

    const url = await linkOf(fx.owner.client, releaseId);
    const token = new URL(url, 'http://shop.test').searchParams.get('token')!;
    const [release, user, expiresAt, signature] = token.split('.');
    for (const forged of [
      `${release}.${user}.${Number(expiresAt) + 3600}.${signature}`,
      `${release}.${Number(user) + 1}.${expiresAt}.${signature}`,
      `${release}.${user}.${expiresAt}.${signature!.slice(0, -2)}AA`,
      'nonsense',
    ]) {
      const res = await get(`${RELEASE_FILE_PATH}?token=${forged}`);
      expect([forged, res.statusCode, res.json().code]).toEqual([forged, 403, 'download_link_invalid']);
    }
    expect((await get(RELEASE_FILE_PATH)).json().code).toBe('download_link_invalid');
  });

  it("refuses another user's link to a signed-in user, and lets a download manager without a session use it", async () => {
    const url = await linkOf(fx.owner.client, releaseId);
    const other = await signedInClient(fx.app, 'user');
    const refused = await other.client.get<ErrorBody>(url);
    expect([refused.status, refused.body.code]).toEqual([403, 'download_link_other_user']);
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(200);
  });
});

describe('who may download', () => {
  it('refuses a customer who does not own the product, at the link and at the library', async () => {
    const stranger = await signedInClient(fx.app, 'user');
    const link = await stranger.client.call(requestDownload, { releaseId });
    expect([link.status, !link.ok && link.body.code]).toEqual([403, 'release_not_owned']);
    const list = await stranger.client.call(listReleases, { indicatorId: fx.product.id });
    expect([list.status, !list.ok && list.body.code]).toEqual([403, 'release_not_owned']);
    const missing = await fx.owner.client.call(requestDownload, { releaseId: 999_999 });
    expect([missing.status, !missing.ok && missing.body.code]).toEqual([404, 'release_not_found']);
  });

  it('refuses a refunded (revoked) owner with 403 and a clear message, also on a link made before', async () => {
    const product = await createProduct(fx.app);
    const id = await publish(product.id, '1.0.0');
    const buyer = await signedInClient(fx.app, 'user');
    const orderId = await buy(buyer.client, product.id);
    const url = await linkOf(buyer.client, id);

    const refunded = await fx.admin.call(refundOrder, { id: orderId });
    expect(refunded.status).toBe(200);

    const link = await buyer.client.call(requestDownload, { releaseId: id });
    expect(link.status).toBe(403);
    expect(!link.ok && link.body).toMatchObject({
      code: 'licence_inactive',
      error: expect.stringMatching(/revoked or refunded/),
    });
    const list = await buyer.client.call(listReleases, { indicatorId: product.id });
    expect(!list.ok && list.body.code).toBe('licence_inactive');
    const old = await buyer.client.get<ErrorBody>(url);
    expect([old.status, old.body.code]).toEqual([403, 'licence_inactive']);
  });

  it('shows a bundle owner the releases of every indicator the bundle covers', async () => {
    const bundle = await createProduct(fx.app, { kind: 'bundle' });
    const bundleRelease = await publish(bundle.id, '3.0.0');
    const buyer = await signedInClient(fx.app, 'user');
    await buy(buyer.client, bundle.id);

    const library = await buyer.client.call(listReleases, { indicatorId: bundle.id });
    expect(library.ok).toBe(true);
    if (!library.ok) return;
    const seen = library.body.releases.map((r) => [r.indicatorId, r.version]);
    expect(seen).toContainEqual([bundle.id, '3.0.0']);
    expect(seen).toContainEqual([fx.product.id, '1.0.0']);

    const single = await buyer.client.call(listReleases, { indicatorId: fx.product.id });
    expect(single.ok && single.body.releases.map((r) => r.version)).toEqual(['1.0.0']);
    expect((await get(await linkOf(buyer.client, releaseId))).statusCode).toBe(200);
    expect((await get(await linkOf(buyer.client, bundleRelease))).statusCode).toBe(200);
  });

  it('logs each download link with user, release and IP, and the admin sees the count', async () => {
    const before = await fx.app.db.select().from(releaseDownloads).where(eq(releaseDownloads.releaseId, releaseId));
    await linkOf(fx.owner.client, releaseId);
    const after = await fx.app.db.select().from(releaseDownloads).where(eq(releaseDownloads.releaseId, releaseId));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ userId: fx.owner.user.id, releaseId, ip: expect.stringMatching(/^10\./) });
    const adminView = await fx.admin.call(listReleases, { indicatorId: fx.product.id });
    expect(adminView.ok && adminView.body.releases.find((r) => r.id === releaseId)?.downloadCount).toBe(after.length);
  });
});

describe('GET /_api/licences/latest', () => {
  it("answers the newest published version with its hash and a link for the key's owner", async () => {
    await publish(fx.product.id, '1.2.0');
    await publish(fx.product.id, '1.10.0');
    const draft = await upload(
      fx.admin,
      { indicatorId: String(fx.product.id), version: '2.0.0', minPlatformVersion: '8.2' },
      { bytes: zipLike(10).bytes },
    );
    expect(draft.status).toBe(201);
    const [licence] = await fx.app.db
      .select({ key: licences.key })
      .from(licences)
      .where(eq(licences.userId, fx.owner.user.id));
    const key = licence!.key;

    const anonymous = new ApiClient(fx.app, '10.9.9.9');
    const res = await anonymous.call(latestRelease, { key, product: fx.product.id });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.body).toMatchObject({ version: '1.10.0', minPlatformVersion: '8.1', size: 1000 });
    expect(res.body.sha256).toMatch(/^[0-9a-f]{64}$/);
    const fileRes = await get(localPath(res.body.downloadUrl));
    expect([fileRes.statusCode, sha256Of(fileRes.rawPayload)]).toEqual([200, res.body.sha256]);

    const unknown = await anonymous.call(latestRelease, { key: 'ABCDE-ABCDE-ABCDE-ABCDE', product: fx.product.id });
    expect([unknown.status, !unknown.ok && unknown.body.code]).toEqual([404, 'licence_key_not_found']);
    const other = await createProduct(fx.app);
    const wrong = await anonymous.call(latestRelease, { key, product: other.id });
    expect([wrong.status, !wrong.ok && wrong.body.code]).toEqual([403, 'release_not_owned']);
  });

  it('is rate limited per key', async () => {
    const product = await createProduct(fx.app);
    const buyer = await signedInClient(fx.app, 'user');
    await buy(buyer.client, product.id);
    await publish(product.id, '1.0.0');
    const [licence] = await fx.app.db
      .select({ key: licences.key })
      .from(licences)
      .where(eq(licences.userId, buyer.user.id));
    const statuses: number[] = [];
    // From a different address each time: the limit follows the key, not the IP.
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await new ApiClient(fx.app, `10.8.0.${i + 1}`).call(latestRelease, { key: licence!.key, product: product.id }))
          .status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('publishing', () => {
  it('keeps the first publication date when a release goes back to draft and out again', async () => {
    const id = await publish(fx.product.id, '0.9.0');
    const first = await fx.admin.call(updateRelease, { id, status: 'draft' });
    const again = await fx.admin.call(updateRelease, {
      id,
      status: 'published',
      notes: { en: 'Fixes' },
      minPlatformVersion: '8.1.3',
    });
    expect(first.ok && again.ok && again.body.release.publishedAt).toBe(first.ok && first.body.release.publishedAt);
    expect(again.ok && again.body.release).toMatchObject({
      notes: 'Fixes',
      minPlatformVersion: '8.1.3',
      status: 'published',
    });
    const missing = await fx.admin.call(updateRelease, { id: 999_999, status: 'draft' });
    expect([missing.status, !missing.ok && missing.body.code]).toEqual([404, 'release_not_found']);
  });
});
