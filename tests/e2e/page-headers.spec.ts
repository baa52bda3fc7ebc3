import { expect, test } from './test.ts';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { usePreferences } from './helpers.ts';

const BUILD_CLIENT = join(process.env.BUILD_DIR ?? 'build', 'client');
/** The CSP without its per-request nonce, to compare two answers. */
const policy = (csp: string | undefined) => (csp ?? '').replace(/'nonce-[^']+'/, "'nonce'");
/** Anonymous pages come from the page cache: their inline scripts are allowed by hash, never by 'unsafe-inline'. */
const scriptsByHash = /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/;

test.describe('page headers', () => {
  test('HEAD of a page answers the same headers as GET, without a body', async ({ request }) => {
    for (const path of ['/', '/products', '/pricing', '/blog']) {
      const get = await request.get(path);
      const head = await request.head(path);
      expect(head.status(), path).toBe(200);
      const g = get.headers();
      const h = head.headers();
      expect(policy(h['content-security-policy']), path).toBe(policy(g['content-security-policy']));
      expect(h['content-security-policy'], path).toMatch(scriptsByHash);
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
    for (const path of [
      '/reset-password?token=abc123',
      '/sign-in-link?token=abc123',
      '/licences/reset?token=abc123',
      '/oauth/callback',
    ]) {
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

  test('scripts and stylesheets go out as compressed at build time, kept for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0], html.match(/\/assets\/[^"]+\.css/)?.[0]];
    for (const asset of assets) {
      expect(asset).toBeTruthy();
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const response = await request.fetch(asset!, { headers: { 'accept-encoding': encoding } });
        const headers = response.headers();
        expect(headers['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
        expect(headers.vary, asset).toMatch(/accept-encoding/i);
        expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
        // The file written at build time, byte for byte: nothing compressed it again on the way.
        const built = statSync(join(BUILD_CLIENT, `${asset}${suffix}`)).size;
        expect(Number(headers['content-length']), `${asset}${suffix}`).toBe(built);
      }
    }
  });

  test('a page from the page cache runs its inline scripts: theme and language from the cookies, no CSP refusal', async ({
    page,
  }) => {
    await usePreferences(page, { lang: 'de', theme: 'dark' });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The first view fills the cache; the next ones are answered from it, the same bytes for everyone.
    for (let i = 0; i < 3; i++) {
      const response = await page.goto('/products');
      expect(response!.headers()['content-security-policy']).toMatch(scriptsByHash);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Set by the theme boot script, an inline script: it ran.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    // The router's own inline scripts ran: the page hydrated (in German, from the boot translations)
    // and navigates.
    await page
      .getByRole('link', { name: /Preise/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(refused).toEqual([]);
  });
});
