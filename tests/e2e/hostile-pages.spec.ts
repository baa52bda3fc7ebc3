import http from 'node:http';
import { expect, test } from './test.ts';
import { signInAsAdmin } from './auth-helpers.ts';

// Pages whose address carries hostile values (NUL, ids beyond the database's integer, huge
// numbers) answer a 404 or 400 page, never a 500: the API refuses them with a 400 and the
// loaders treat that as "no such page".

const ANONYMOUS = [
  '/blog/%00',
  '/blog/a%00b',
  '/indicators/%00',
  '/indicators/2147483648',
  '/indicators/9007199254740992',
  '/blog?page=%00',
  '/blog?q=%00',
  '/blog?page=2147483648',
  '/indicators?category=%00',
  '/indicators?category=2147483648',
];

test.describe('hostile page addresses', () => {
  test('anonymous pages answer 4xx or 200, never 5xx', async ({ request }) => {
    for (const path of ANONYMOUS) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
    }
    expect((await request.get('/blog/%00')).status()).toBe(404);
  });

  test('admin pages with an id beyond the database integer are a 404', async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of ['/admin/orders/2147483648', '/admin/blog/2147483648', '/admin/orders/9007199254740992']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

// A path that starts with `//` is a path of this site, sent as it is
// (a browser or Playwright would read `//evil.example/` as another host, so node:http sends it).
function rawGet(baseURL: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path, headers: { accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

test('paths that start with // answer 400 or 404 with a canonical on the site', async ({ baseURL }) => {
  for (const path of ['//%00', '//..%2f..%2fetc%2fpasswd', '//%ef%bf%bf', '//evil.example/', '/\\evil.example/']) {
    const { status, body } = await rawGet(baseURL!, path);
    expect([400, 404], path).toContain(status);
    const addresses = [...body.matchAll(/(?:rel="canonical" href|property="og:url" content)="([^"]+)"/g)];
    if (status === 404) expect(addresses.length, path).toBe(2);
    for (const [, address] of addresses)
      expect(new URL(address!).origin, `${path}: ${address}`).toBe(new URL(baseURL!).origin);
  }
});
