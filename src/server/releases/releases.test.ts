import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listReleases,
  requestDownload,
  updateRelease,
  uploadRelease,
  withdrawRelease,
} from '#shared/contracts/releases.endpoints.ts';
import type { ErrorBody } from '../testing/test-app.ts';
import {
  releasesFixtureOn,
  s3ForThisFile,
  sha256Of,
  STORAGE_KINDS,
  upload,
  zipLike,
  type ReleasesFixtureOn,
} from './releases.test-helpers.ts';

// Release files on both storages: upload → publish → download (and the hash of what came back),
// withdrawal, concurrent uploads of one version, and the uploads that must leave nothing behind
// (no row, and no file in DATA_DIR/files or object in the bucket).

const s3 = s3ForThisFile();

describe.each(STORAGE_KINDS)('releases on %s storage', (kind) => {
  let fx: ReleasesFixtureOn;
  beforeAll(async () => {
    fx = await releasesFixtureOn(kind, s3.server);
  });
  afterAll(async () => {
    await fx?.close();
    await rm(fx.dataDir, { recursive: true, force: true });
  });
  const fields = (version: string, extra: Record<string, string> = {}) => ({
    indicatorId: String(fx.product.id),
    version,
    minPlatformVersion: '8.1.2',
    ...extra,
  });

  it('uploads a draft, publishes it, and the owner downloads the same bytes', async () => {
    const file = zipLike(200_000);
    const created = await upload(
      fx.admin,
      fields('1.0.0', { notes: JSON.stringify({ en: '## First', de: '## Erste' }) }),
      { bytes: file.bytes, name: 'orderflow-1.0.0.zip' },
    );
    expect(created.status).toBe(201);
    const release = created.body.release;
    expect(release).toMatchObject({
      version: '1.0.0',
      status: 'draft',
      withdrawn: false,
      size: 200_000,
      sha256: file.sha256,
      fileName: 'orderflow-1.0.0.zip',
      notes: '## First',
      downloadCount: 0,
    });

    // A draft is not in the owner's library and cannot be downloaded.
    const before = await fx.owner.client.call(listReleases, { indicatorId: fx.product.id });
    expect(before.ok && before.body.releases).toEqual([]);
    const draft = await fx.owner.client.call(requestDownload, { releaseId: release.id });
    expect(draft.status).toBe(404);
    expect(!draft.ok && draft.body.code).toBe('release_unavailable');

    const published = await fx.admin.call(updateRelease, { id: release.id, status: 'published' });
    expect(published.ok && published.body.release.publishedAt).toBeTruthy();

    const library = await fx.owner.client.call(
      listReleases,
      { indicatorId: fx.product.id },
      { 'accept-language': 'de' },
    );
    expect(library.ok).toBe(true);
    if (!library.ok) return;
    expect(library.body.releases).toHaveLength(1);
    expect(library.body.releases[0]).toMatchObject({ version: '1.0.0', notes: '## Erste', sha256: file.sha256 });
    expect(library.body.releases[0]).not.toHaveProperty('downloadCount');

    const asked = Date.now();
    const link = await fx.owner.client.call(requestDownload, { releaseId: release.id });
    const answered = Date.now();
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    // Five minutes from when the link was made: between the asking and the answer, however long that took.
    const expiresAt = new Date(link.body.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 300_000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(answered + 300_000);

    const downloaded = await fx.download(link.body.url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/zip');
    expect(downloaded.headers['content-length']).toBe('200000');
    expect(downloaded.headers['content-disposition']).toBe('attachment; filename="orderflow-1.0.0.zip"');
    expect(sha256Of(downloaded.body)).toBe(file.sha256);
    // The disk's bytes come from the shop; S3's from a presigned URL on the bucket, over HTTP.
    if (kind === 'disk') expect(downloaded.redirectedTo).toBeNull();
    else expect(downloaded.redirectedTo).toMatch(new RegExp(`^${s3.server.env.S3_ENDPOINT}/releases/releases/`));

    const counted = await fx.admin.call(listReleases, { indicatorId: fx.product.id });
    expect(counted.ok && counted.body.releases[0]?.downloadCount).toBe(1);
  });

  it('hides a withdrawn version from the library but keeps it (and its file) for the admin', async () => {
    const keysBefore = await fx.storedKeys();
    const file = zipLike(5_000);
    const created = await upload(fx.admin, fields('1.1.0', { status: 'published' }), { bytes: file.bytes });
    expect(created.status).toBe(201);
    const id = created.body.release.id;

    const withdrawn = await fx.admin.call(withdrawRelease, { id });
    expect(withdrawn.ok && withdrawn.body.release.withdrawn).toBe(true);

    const library = await fx.owner.client.call(listReleases, { indicatorId: fx.product.id });
    expect(library.ok && library.body.releases.map((r) => r.version)).toEqual(['1.0.0']);
    const refused = await fx.owner.client.call(requestDownload, { releaseId: id });
    expect(!refused.ok && refused.body.code).toBe('release_unavailable');

    const adminView = await fx.admin.call(listReleases, { indicatorId: fx.product.id });
    expect(adminView.ok && adminView.body.releases.map((r) => [r.version, r.withdrawn])).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);
    expect((await fx.storedKeys()).length).toBe(keysBefore.length + 1);

    const restored = await fx.admin.call(withdrawRelease, { id, withdrawn: false });
    expect(restored.ok && restored.body.release.withdrawn).toBe(false);
    const again = await fx.owner.client.call(listReleases, { indicatorId: fx.product.id });
    expect(again.ok && again.body.releases.map((r) => r.version)).toEqual(['1.1.0', '1.0.0']);
  });

  it('gives one release for 20 concurrent uploads of the same version, and keeps one file', async () => {
    const keysBefore = await fx.storedKeys();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => upload(fx.admin, fields('2.0.0'), { bytes: zipLike(20_000).bytes })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body.code).toBe('release_version_exists');

    const adminView = await fx.admin.call(listReleases, { indicatorId: fx.product.id });
    expect(adminView.ok && adminView.body.releases.filter((r) => r.version === '2.0.0')).toHaveLength(1);
    const keysAfter = await fx.storedKeys();
    expect(keysAfter.filter((key) => !keysBefore.includes(key))).toHaveLength(1);
    expect(await fx.staged()).toEqual([]);
  });

  it('refuses a file name with a NUL or another control character with a 400, leaving nothing behind', async () => {
    const keysBefore = await fx.storedKeys();
    for (const name of ['indicator\u0000.zip', 'a\u0001b.zip']) {
      const res = await upload(fx.admin, fields('3.0.1'), { bytes: zipLike(100).bytes, name });
      expect([name, res.status, res.body.code]).toEqual([name, 400, 'release_file_name_invalid']);
    }
    expect(await fx.storedKeys()).toEqual(keysBefore);
    expect(await fx.staged()).toEqual([]);
  });

  it('refuses bad uploads with a code and leaves no row and no file', async () => {
    const keysBefore = await fx.storedKeys();
    const before = await fx.admin.call(listReleases, { indicatorId: fx.product.id });
    const cases = [
      {
        name: 'not a zip',
        fields: fields('3.0.0'),
        file: Buffer.from('plain text, not a zip'),
        status: 400,
        code: 'release_file_not_zip',
      },
      {
        name: 'too short to be a zip',
        fields: fields('3.0.0'),
        file: Buffer.from('PK'),
        status: 400,
        code: 'release_file_not_zip',
      },
      {
        name: 'too big',
        fields: fields('3.0.0'),
        file: zipLike(300 * 1024).bytes,
        status: 413,
        code: 'release_file_too_large',
      },
      { name: 'not semver', fields: fields('v3'), file: zipLike(100).bytes, status: 400, code: 'validation_failed' },
      {
        name: 'duplicate',
        fields: fields('1.0.0'),
        file: zipLike(100).bytes,
        status: 409,
        code: 'release_version_exists',
      },
      { name: 'no file', fields: fields('3.0.0'), file: undefined, status: 400, code: 'release_file_missing' },
      {
        name: 'unknown product',
        fields: { ...fields('3.0.0'), indicatorId: '999999' },
        file: zipLike(100).bytes,
        status: 404,
        code: 'indicator_not_found',
      },
      {
        name: 'bad notes',
        fields: fields('3.0.0', { notes: '{"xx":"?"}' }),
        file: zipLike(100).bytes,
        status: 400,
        code: 'validation_failed',
      },
    ] as const;
    for (const c of cases) {
      const res = await upload(fx.admin, c.fields, c.file ? { bytes: c.file } : undefined);
      expect([c.name, res.status, res.body.code]).toEqual([c.name, c.status, c.code]);
      expect(typeof res.body.error).toBe('string');
    }
    const semver = await upload(fx.admin, fields('v3'), { bytes: zipLike(100).bytes });
    expect(semver.body.details).toEqual({ version: 'Version must be a semantic version such as 1.2.0.' });
    expect(semver.body.fieldCodes).toEqual({ version: 'invalid_format' });

    const json = await fx.admin.post<ErrorBody>(uploadRelease.path, { version: '3.0.0' });
    expect([json.status, json.body.code]).toEqual([400, 'bad_request']);

    const after = await fx.admin.call(listReleases, { indicatorId: fx.product.id });
    expect(after.ok && before.ok && after.body.releases.length).toBe(before.ok && before.body.releases.length);
    expect(await fx.storedKeys()).toEqual(keysBefore);
    expect(await fx.staged()).toEqual([]);
  });
});
