import { eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { RELEASE_FILE_PATH } from '#shared/contracts/releases.constants.ts';
import {
  latestRelease,
  latestReleaseByPost,
  listReleases,
  requestDownload,
  updateRelease,
} from '#shared/contracts/releases.endpoints.ts';
import { sessionCookieName } from '../auth/session.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import { licences } from '../store/store.schema.ts';
import { ApiClient } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { releaseDownloads } from './releases.schema.ts';
import {
  localPath,
  releasesFixtureOn,
  s3ForThisFile,
  sha256Of,
  STORAGE_KINDS,
  upload,
  zipLike,
  type ReleasesFixtureOn,
} from './releases.test-helpers.ts';

// Downloads on both storages: Range and resume, link expiry and tampering, another
// user's link, a revoked owner, bundle owners, and the add-on's update check. A link is always
// the shop's signed URL; the disk's file is streamed by the shop, S3's is a redirect to a
// presigned URL that the tests fetch from s3rver over real HTTP.
//
// s3rver checks a presigned URL's expiry (X-Amz-Date + X-Amz-Expires) but not its V4 signature,
// so the tests cannot show S3 refusing a tampered presigned URL: they check what the shop is
// responsible for, that it refuses expired, tampered, other users' and revoked owners' links
// before it presigns anything, and that what it presigns expires with the link.

const s3 = s3ForThisFile();

/** Runs `action` with the clock (`Date` only) `ms` in the past. */
async function inThePast<T>(ms: number, action: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - ms);
  try {
    return await action();
  } finally {
    vi.useRealTimers();
  }
}

describe.each(STORAGE_KINDS)('downloads on %s storage', (kind) => {
  let fx: ReleasesFixtureOn;
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

  async function linkOf(client: ApiClient, id: number) {
    const link = await client.call(requestDownload, { releaseId: id });
    if (!link.ok) throw new Error(JSON.stringify(link.body));
    return link.body.url;
  }

  const sessionOf = (client: ApiClient) => `${sessionCookieName(false)}=${client.cookie(sessionCookieName(false))}`;

  beforeAll(async () => {
    fx = await releasesFixtureOn(kind, s3.server);
    releaseId = await publish(fx.product.id, '1.0.0', file.bytes);
  });
  afterAll(async () => {
    await fx?.close();
    await rm(fx.dataDir, { recursive: true, force: true });
  });

  describe('the file behind a download link', () => {
    it('resumes a broken download with Range (206) and the pieces hash to the whole', async () => {
      const url = await linkOf(fx.owner.client, releaseId);
      expect(url.startsWith(`${fx.app.config.siteUrl}${RELEASE_FILE_PATH}?token=`)).toBe(true);
      const first = await fx.download(url, { range: 'bytes=0-39999' });
      expect(first.status).toBe(206);
      expect(first.headers['content-range']).toBe('bytes 0-39999/100000');
      expect(first.headers['content-length']).toBe('40000');
      expect(first.headers['accept-ranges']).toBe('bytes');
      const rest = await fx.download(url, { range: 'bytes=40000-', 'if-range': first.headers.etag! });
      expect(rest.status).toBe(206);
      expect(rest.headers['content-range']).toBe('bytes 40000-99999/100000');
      expect(sha256Of(Buffer.concat([first.body, rest.body]))).toBe(file.sha256);
      if (kind === 's3') expect(rest.redirectedTo).toMatch(new RegExp(`^${s3.server.env.S3_ENDPOINT}/`));
    });

    // Suffix ranges and If-Range are the shop's own work on the disk; on S3 they are S3's (s3rver
    // implements neither).
    it.runIf(kind === 'disk')('serves a suffix range, and a changed file (another ETag) whole', async () => {
      const url = await linkOf(fx.owner.client, releaseId);
      const suffix = await fx.download(url, { range: 'bytes=-10' });
      expect([suffix.status, suffix.body.length]).toEqual([206, 10]);
      const stale = await fx.download(url, { range: 'bytes=40000-', 'if-range': '"other"' });
      expect([stale.status, stale.body.length]).toEqual([200, 100_000]);
    });

    it('answers 416 for a Range beyond the end', async () => {
      const url = await linkOf(fx.owner.client, releaseId);
      const beyond = await fx.download(url, { range: 'bytes=100000-' });
      expect(beyond.status).toBe(416);
      if (kind === 's3') return expect(beyond.body.toString()).toContain('InvalidRange');
      expect(beyond.headers['content-range']).toBe('bytes */100000');
      expect(JSON.parse(beyond.body.toString())).toMatchObject({ code: 'range_not_satisfiable' });
    });

    it('refuses a link after its five minutes, and what it presigned expires with it', async () => {
      const old = await inThePast(301_000, () => fx.owner.client.call(requestDownload, { releaseId }));
      expect(old.ok).toBe(true);
      if (!old.ok) return;
      expect(new Date(old.body.expiresAt).getTime()).toBeLessThan(Date.now());
      const expired = await fx.download(old.body.url);
      expect(expired.redirectedTo).toBeNull();
      expect(expired.status).toBe(403);
      expect(JSON.parse(expired.body.toString())).toMatchObject({
        code: 'download_link_expired',
        error: expect.stringMatching(/expired/),
      });
      if (kind === 'disk') return;

      // S3: the presigned URL lasts only as long as the link: one handed out just before the link
      // expired is refused by the storage (s3rver checks expiry) once the link would be.
      const presigned = await inThePast(301_000, async () => {
        const link = await fx.owner.client.ok(requestDownload, { releaseId });
        const shop = await fx.app.inject({ method: 'GET', url: localPath(link.url), headers: { host: 'shop.test' } });
        return { expiresAt: Date.parse(link.expiresAt), location: String(shop.headers.location) };
      });
      const query = new URL(presigned.location).searchParams;
      const [, y, mo, d, h, mi, sec] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(query.get('X-Amz-Date')!)!;
      const signedAt = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${sec}Z`);
      const storageExpiry = signedAt + Number(query.get('X-Amz-Expires')) * 1000;
      expect(Math.abs(storageExpiry - presigned.expiresAt)).toBeLessThanOrEqual(1000);
      const storage = await fetch(presigned.location);
      expect(storage.status).toBe(403);
      expect(await storage.text()).toContain('Request has expired');
    });

    it('refuses a tampered and a made-up link without reaching the storage', async () => {
      const url = await linkOf(fx.owner.client, releaseId);
      const token = new URL(url).searchParams.get('token')!;
      const [release, user, expiresAt, nonce, signature] = token.split('.');
      for (const forged of [
        `${release}.${user}.${Number(expiresAt) + 3600}.${nonce}.${signature}`,
        `${release}.${Number(user) + 1}.${expiresAt}.${nonce}.${signature}`,
        `${release}.${user}.${expiresAt}.${nonce!.slice(0, -2)}AA.${signature}`,
        `${release}.${user}.${expiresAt}.${nonce}.${signature!.slice(0, -2)}AA`,
        'nonsense',
      ]) {
        const res = await fx.download(`${RELEASE_FILE_PATH}?token=${forged}`);
        expect([forged, res.status, JSON.parse(res.body.toString()).code, res.redirectedTo]).toEqual([
          forged,
          403,
          'download_link_invalid',
          null,
        ]);
      }
      expect(JSON.parse((await fx.download(RELEASE_FILE_PATH)).body.toString()).code).toBe('download_link_invalid');
    });

    it('serves a link to the address that used it first only: its resumes pass, a copy elsewhere is refused', async () => {
      const url = await linkOf(fx.owner.client, releaseId);
      const first = await fx.download(url, { range: 'bytes=0-39999' }, '10.60.0.1');
      expect(first.status).toBe(206);
      // A copied link, from another connection, without or with a session of its own.
      for (const copy of [
        await fx.download(url, {}, '10.60.0.2'),
        await fx.download(url, { range: 'bytes=40000-' }, '10.60.0.3'),
        await fx.download(url, { cookie: sessionOf(fx.owner.client) }, '10.60.0.4'),
      ])
        expect([copy.status, JSON.parse(copy.body.toString()).code, copy.redirectedTo]).toEqual([
          403,
          'download_link_used',
          null,
        ]);
      // The first client resumes (a download manager, no session) and may fetch it again whole.
      const rest = await fx.download(url, { range: 'bytes=40000-', 'if-range': first.headers.etag ?? '' }, '10.60.0.1');
      expect(rest.status).toBe(206);
      expect(sha256Of(Buffer.concat([first.body, rest.body]))).toBe(file.sha256);
      expect((await fx.download(url, {}, '10.60.0.1')).status).toBe(200);
      // A new link from the Orders page works anywhere, once.
      const fresh = await linkOf(fx.owner.client, releaseId);
      expect((await fx.download(fresh, {}, '10.60.0.2')).status).toBe(200);
    });

    it("refuses another user's link to a signed-in user, and lets a download manager without a session use it", async () => {
      const url = await linkOf(fx.owner.client, releaseId);
      const other = await signedInClient(fx.app, 'user');
      const refused = await fx.download(url, { cookie: sessionOf(other.client) });
      expect([refused.status, JSON.parse(refused.body.toString()).code, refused.redirectedTo]).toEqual([
        403,
        'download_link_other_user',
        null,
      ]);
      const anonymous = await fx.download(url);
      expect([anonymous.status, sha256Of(anonymous.body)]).toEqual([200, file.sha256]);
      const owner = await fx.download(url, { cookie: sessionOf(fx.owner.client) });
      expect([owner.status, sha256Of(owner.body)]).toEqual([200, file.sha256]);
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
      expect((await fx.download(url)).status).toBe(200);

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
      const old = await fx.download(url, { cookie: sessionOf(buyer.client) });
      expect([old.status, JSON.parse(old.body.toString()).code, old.redirectedTo]).toEqual([
        403,
        'licence_inactive',
        null,
      ]);
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
      expect((await fx.download(await linkOf(buyer.client, releaseId))).status).toBe(200);
      expect((await fx.download(await linkOf(buyer.client, bundleRelease))).status).toBe(200);
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
      const fileRes = await fx.download(res.body.downloadUrl!);
      expect([fileRes.status, sha256Of(fileRes.body)]).toEqual([200, res.body.sha256]);

      // The same answer for a POST of the same fields, from an add-on that sends no cookie or Origin.
      const posted = await anonymous.request<unknown>({
        method: 'POST',
        url: latestReleaseByPost.path,
        payload: JSON.stringify({ key, product: fx.product.id }),
        headers: { 'content-type': 'application/json' },
      });
      expect(posted.status).toBe(200);
      expect(posted.body).toMatchObject({ version: '1.10.0', sha256: res.body.sha256, size: 1000 });

      const unknown = await anonymous.call(latestRelease, { key: 'ABCDE-ABCDE-ABCDE-ABCDE', product: fx.product.id });
      expect([unknown.status, !unknown.ok && unknown.body.code]).toEqual([404, 'licence_key_not_found']);
      const other = await createProduct(fx.app);
      const wrong = await anonymous.call(latestRelease, { key, product: other.id });
      expect([wrong.status, !wrong.ok && wrong.body.code]).toEqual([403, 'release_not_owned']);
    });

    // Storage plays no part in the limit, so it runs once.
    it.runIf(kind === 'disk')('is rate limited per key', async () => {
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
      const input = { key: licence!.key, product: product.id };
      for (const post of [false, true])
        for (let i = 0; i < 21; i++) {
          const client = new ApiClient(fx.app, `10.8.0.${i + 1}`);
          statuses.push(
            (await (post ? client.call(latestReleaseByPost, input) : client.call(latestRelease, input))).status,
          );
        }
      // Each form: 20 answers, then 429.
      expect(statuses).toEqual([...Array(20).fill(200), 429, ...Array(20).fill(200), 429]);
    });
  });

  describe.runIf(kind === 'disk')('publishing', () => {
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
});
