import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, sessionCookie } from '../testing/users.ts';
import { COMPRESS_IN_ONE_CALL_MAX_BYTES } from './compression.ts';
import type { PageRenderer } from './ssr.ts';

// Answers rendered for one visitor (a signed-in page, an API list) are compressed on the way out
// (platform/compression.ts): in one call, with their exact Content-Length, up to
// COMPRESS_IN_ONE_CALL_MAX_BYTES; as a stream above it. Either way the visitor gets every byte.

/** A page of `size` bytes of varied HTML, as a signed-in /orders is. */
const pageOf = (size: number) => {
  let rows = '';
  for (let i = 0; rows.length < size; i++)
    rows += `<li class="order" data-id="${i}">Order #${i * 7919} · ${(i * 37) % 1000}.00 USD</li>`;
  return `<!DOCTYPE html><html><body><ul>${rows}</ul></body></html>`;
};

const renderPage: PageRenderer = async (request) =>
  new Response(pageOf(Number(new URL(request.url).searchParams.get('size'))), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

let shop: TestApp;
let app: App;
let cookie: string;

beforeAll(async () => {
  shop = await createTestApp({}, { pages: renderPage });
  app = shop.app;
  const user = await createTestUser(app);
  cookie = await sessionCookie(app, user.id);
});
afterAll(() => shop.close());

const view = (size: number, encoding: string) =>
  app.inject({
    method: 'GET',
    url: `/orders?size=${size}`,
    headers: { host: 'shop.test', accept: 'text/html', cookie, 'accept-encoding': encoding },
  });

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('a signed-in page', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`of 200 KB goes out ${encoding}-compressed in one piece, with its length`, async () => {
      const page = await view(200_000, encoding);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.headers['transfer-encoding']).toBeUndefined();
      expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
      expect(page.rawPayload.length).toBeLessThan(200_000 / 4);
      expect(decoders[encoding](page.rawPayload).toString()).toBe(pageOf(200_000));
    });
  }

  it('above the one-call bound is still compressed, as a stream', async () => {
    const size = COMPRESS_IN_ONE_CALL_MAX_BYTES + 100_000;
    const page = await view(size, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(pageOf(size));
  });

  it('goes out as it is to a client that asks for no compression', async () => {
    const page = await view(200_000, 'identity');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toBe(pageOf(200_000));
  });
});
