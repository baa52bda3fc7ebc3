import { expect, test } from '@playwright/test';

/** The CSP without its per-request nonce, to compare two answers. */
const policy = (csp: string | undefined) => (csp ?? '').replace(/'nonce-[^']+'/, "'nonce'");

test.describe('page headers', () => {
  test('HEAD of a page answers the same headers as GET, without a body', async ({ request }) => {
    for (const path of ['/', '/products', '/pricing', '/blog']) {
      const get = await request.get(path);
      const head = await request.head(path);
      expect(head.status(), path).toBe(200);
      const g = get.headers();
      const h = head.headers();
      expect(policy(h['content-security-policy']), path).toBe(policy(g['content-security-policy']));
      expect(h['content-security-policy'], path).toContain("'nonce-");
      for (const name of [
        'content-type',
        'cache-control',
        'etag',
        'vary',
        'permissions-policy',
        'x-content-type-options',
      ])
        expect(h[name], `${path} ${name}`).toBe(g[name]);
      expect(h.etag, path).toBeTruthy();
      expect((await head.body()).length, path).toBe(0);
    }
  });

  test('pages with a token in their address are never stored', async ({ request }) => {
    for (const path of ['/reset-password?token=abc123', '/licences/reset?token=abc123', '/oauth/callback']) {
      for (const response of [await request.get(path), await request.head(path)]) {
        expect(response.status(), path).toBe(200);
        expect(response.headers()['cache-control'], path).toBe('no-store');
        expect(response.headers().etag, path).toBeUndefined();
      }
    }
  });

  test('every answer carries Permissions-Policy', async ({ request }) => {
    const home = await request.get('/');
    const asset = (await home.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    for (const path of ['/', '/login', '/no-such-page', asset!, '/_api/indicators', '/robots.txt']) {
      expect((await request.get(path)).headers()['permissions-policy'], path).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
    }
  });
});
