import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadRelease } from '#shared/contracts/releases.endpoints.ts';
import { UNKNOWN_ERROR } from '#shared/errors.ts';
import { ApiError } from './api-client.ts';
import { FakeXhr, installFakeXhr, removeFakeXhr } from './fake-xhr.test-helpers.ts';
import { uploadEndpoint, uploadPercent, type UploadProgress } from './upload-endpoint.ts';

beforeEach(installFakeXhr);
afterEach(removeFakeXhr);

const xhr = () => FakeXhr.last!;

describe('uploadEndpoint', () => {
  it('posts the form to the declared path and reports the bytes sent up to 100%', async () => {
    const seen: UploadProgress[] = [];
    const body = new FormData();
    body.set('version', '1.0.0');
    const done = uploadEndpoint(uploadRelease, body, { onProgress: (p) => seen.push(p) });
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('/_api/admin/releases');
    expect(xhr().body).toBe(body);
    // The browser picks the multipart content type (with its boundary) itself.
    expect(xhr().headers).toEqual({ accept: 'application/json' });

    xhr().sendProgress(250, 1000);
    xhr().sendProgress(1000, 1000, 'load');
    xhr().answer(201, { release: { id: 7, version: '1.0.0' } });

    await expect(done).resolves.toEqual({ release: { id: 7, version: '1.0.0' } });
    expect(seen.map(uploadPercent)).toEqual([25, 100]);
  });

  it('fails with the server code and field codes, as callEndpoint does', async () => {
    const done = uploadEndpoint(uploadRelease, new FormData());
    xhr().answer(409, { error: 'This version already exists for this product.', code: 'release_version_exists' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'release_version_exists' });

    const invalid = uploadEndpoint(uploadRelease, new FormData());
    xhr().answer(400, {
      error: 'Version must be a semantic version such as 1.2.0.',
      code: 'validation_failed',
      details: { version: 'Version must be a semantic version such as 1.2.0.' },
      fieldCodes: { version: 'invalid_format' },
    });
    await expect(invalid).rejects.toMatchObject({ status: 400, fieldCodes: { version: 'invalid_format' } });
  });

  it('turns a network failure or a non-JSON answer into the unknown error', async () => {
    const offline = uploadEndpoint(uploadRelease, new FormData());
    xhr().dispatchEvent(new Event('error'));
    await expect(offline).rejects.toMatchObject({ status: 0, message: UNKNOWN_ERROR });

    const proxy = uploadEndpoint(uploadRelease, new FormData());
    xhr().answer(502, '<html>Bad gateway</html>');
    await expect(proxy).rejects.toMatchObject({ status: 502, message: UNKNOWN_ERROR, code: undefined });
  });

  it('stops sending when the signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadEndpoint(uploadRelease, new FormData(), { signal: controller.signal });
    controller.abort();
    expect(xhr().aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadPercent', () => {
  it('is whole percent, 0 while the size is unknown', () => {
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 999, total: 1000 })).toBe(99);
    expect(uploadPercent({ loaded: 1000, total: 1000 })).toBe(100);
  });
});
