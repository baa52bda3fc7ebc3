import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, getBlogPost, listBlogPosts } from '#shared/contracts/blog.endpoints.ts';
import { getIndicator, listIndicators } from '#shared/contracts/store.endpoints.ts';
import { listSuggestions, voteSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import { buildApp, type App } from '../app.ts';
import { indicatorBody } from '../store-admin/store-admin.test-helpers.ts';
import { createCategory, createProduct } from '../store/store.test-helpers.ts';
import { makeSuggestion } from '../suggestions/suggestions.test-helpers.ts';
import type { Database } from './db.ts';
import { redisReachable, testRedisUrl } from '../testing/redis.ts';
import { instancesSharingRedis } from '../testing/shared-redis.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import type { ApiClient } from '../testing/test-app.ts';
import { createTestUser, sessionCookie, signedInClient } from '../testing/users.ts';
import { loadConfig } from './config.ts';
import type { PageRenderer } from './ssr.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';

// The cache of rendered anonymous pages (decisions/page-cache.md), through the real request
// path: hooks, sessions, the in-process API and its caches. A small renderer stands in for the
// React Router build (which `npm run build` makes after these tests), with the parts that
// matter here: inline scripts with the nonce it is given, data from the API, and pages that
// answer 404, set a cookie or say `no-store`. The built pages are covered by the e2e suite.

let renders = 0;

const escapeScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const renderPage: PageRenderer = async (request, context) => {
  renders++;
  const url = new URL(request.url);
  const nonce = context.nonce ? ` nonce="${context.nonce}"` : '';
  let status = 200;
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  let data: unknown = null;
  const path = url.pathname;
  if (path === '/products') data = await okData(context.api(listIndicators, {}));
  else if (path === '/blog') data = await okData(context.api(listBlogPosts, { page: 1, limit: 50 }));
  else if (path.startsWith('/indicators/')) {
    const found = await context.api(getIndicator, { id: Number(path.split('/')[2]) });
    data = found.ok ? found.data : null;
    if (!found.ok) status = found.status;
  } else if (path.startsWith('/blog/')) {
    const found = await context.api(getBlogPost, { slug: path.split('/')[2]! });
    data = found.ok ? found.data : null;
    if (!found.ok) status = found.status;
  } else if (path === '/suggestions') {
    const board = await context.api(listSuggestions, { page: 1, limit: 50, sortBy: 'upvotes' });
    data = board.ok ? board.data.suggestions.map((s) => `${s.suggestionTitle}: ${s.upvotes}`) : null;
  } else if (path === '/sets-cookie') headers.append('set-cookie', 'seen=1; Path=/');
  else if (path === '/token') headers.set('cache-control', 'no-store');
  else if (path !== '/') status = 404;
  const body = [
    `<!DOCTYPE html><html lang="${context.lang}" class="${context.theme}"><head>`,
    `<script${nonce}>document.documentElement.dataset.boot="1"</script>`,
    `<script type="application/ld+json">{"@type":"WebPage"}</script>`,
    `<script type="module" src="/assets/entry.js"${nonce}></script></head><body>`,
    `<p>${context.user ? `Signed in as ${context.user.email}` : 'Welcome'} · ${url.pathname}${url.search}</p>`,
    // Padding, so the page is large enough to be kept compressed as real pages are.
    `<p hidden>${'page '.repeat(300)}</p>`,
    `<script${nonce}>window.__DATA__=${escapeScript({ data, page: url.search })}</script>`,
    `<script type="module"${nonce}>import "/assets/route.js";</script></body></html>`,
  ].join('');
  return new Response(body, { status, headers });
};

async function okData<T>(result: Promise<{ ok: true; data: T } | { ok: false }>) {
  const answer = await result;
  return answer.ok ? answer.data : null;
}

const baseEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SITE_URL: 'http://shop.test',
  DATA_DIR: TEST_DATA_DIR,
} as const;

async function pagesApp(database: Database, env: Record<string, string> = {}) {
  const app = await buildApp(loadConfig({ ...baseEnv, ...env }), { database, pages: renderPage, logger: false });
  await app.ready();
  return app;
}

let database: Database;
let app: App;
let admin: ApiClient;
let productId: number;
let categoryId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await pagesApp(database);
  admin = (await signedInClient(app, 'admin')).client;
  categoryId = (await createCategory(app, 'Order Flow')).id;
  productId = (await createProduct(app, { name: 'Orderflow Pulse', categoryIds: [categoryId] })).id;
  // Written straight into the tables, so no admin write has told the caches yet.
  await app.invalidatePublicCaches();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const view = (target: App, url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  target.inject({ method, url, headers: { host: 'shop.test', ...headers } });

/** Renders during `fn`. */
async function rendersDuring(fn: () => Promise<unknown>) {
  const before = renders;
  await fn();
  return renders - before;
}

/** Every inline script the browser would run is allowed by the page's CSP, by hash or by nonce. */
function expectCspAllowsInlineScripts(response: { headers: Record<string, unknown>; body: string }) {
  const csp = String(response.headers['content-security-policy']);
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const inline = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes!.includes('src=') && !attributes!.includes('ld+json'),
  );
  expect(inline.length).toBe(3);
  for (const [, attributes, text] of inline) {
    const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
    const nonce = /nonce="([^"]+)"/.exec(attributes!)?.[1];
    expect(scriptSrc.includes(hash) || (nonce !== undefined && scriptSrc.includes(`'nonce-${nonce}'`))).toBe(true);
  }
  return scriptSrc;
}

describe('anonymous page views', () => {
  it('render once, then come from the cache: the same bytes, ETag and a CSP of script hashes on every hit', async () => {
    let first!: Awaited<ReturnType<typeof view>>;
    expect(await rendersDuring(async () => (first = await view(app, '/products')))).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Orderflow Pulse');
    const firstScripts = expectCspAllowsInlineScripts(first);
    expect(firstScripts).not.toContain("'nonce-");
    expect(first.body).not.toContain('nonce=');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toBe('cookie, accept-language, accept-encoding');

    const hits = await rendersDuring(async () => {
      for (let i = 0; i < 3; i++) {
        const hit = await view(app, '/products');
        expect(hit.statusCode).toBe(200);
        expect(hit.body).toBe(first.body);
        expect(hit.headers.etag).toBe(first.headers.etag);
        expect(expectCspAllowsInlineScripts(hit)).toBe(firstScripts);
        expect(hit.headers['x-content-type-options']).toBe('nosniff');
      }
    });
    expect(hits).toBe(0);
  });

  it('sends the kept gzip and brotli forms, 304 for a known ETag and the headers alone for HEAD', async () => {
    const plain = await view(app, '/products');
    const gzipped = await view(app, '/products', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const br = await view(app, '/products', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const revalidated = await view(app, '/products', { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const head = await view(app, '/products', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it('keeps one page per language and theme, whether the language comes from the cookie or Accept-Language', async () => {
    const german = await view(app, '/', { cookie: 'lang=de' });
    expect(german.body).toContain('<html lang="de" class="auto">');
    const dark = await view(app, '/', { cookie: 'lang=de; theme-preference=dark' });
    expect(dark.body).toContain('<html lang="de" class="dark">');
    expect(await rendersDuring(() => view(app, '/', { 'accept-language': 'de-DE,de;q=0.9' }))).toBe(0);
    const french = await view(app, '/', { 'accept-language': 'fr' });
    expect(french.body).toContain('<html lang="fr"');
    expect(await rendersDuring(() => view(app, '/', { cookie: 'lang=de; other=1' }))).toBe(0);
  });

  it('keys the query the pages read, drops tracking keys and renders anything else for the visitor alone', async () => {
    const two = await view(app, '/blog?page=2&category=news');
    expect(await rendersDuring(() => view(app, '/blog?category=news&page=2'))).toBe(0);
    // Campaign tags: the clean page, rendered without them.
    const tagged = await view(app, '/blog?page=2&utm_source=forum&category=news&fbclid=abc');
    expect(tagged.body).toBe(two.body);
    expect(tagged.body).not.toContain('utm_source');
    // Search text and unknown keys are not kept: each view renders, with this response's nonce.
    for (const url of [
      '/blog?query=delta',
      '/blog?noise=1',
      '/blog?page=2&page=3',
      '/blog?page=0',
      '/products?lang=de',
      '/products?ref=PARTNER',
    ]) {
      let answer!: Awaited<ReturnType<typeof view>>;
      expect(await rendersDuring(async () => (answer = await view(app, url)))).toBe(1);
      expect(await rendersDuring(() => view(app, url))).toBe(1);
      expect(expectCspAllowsInlineScripts(answer)).toContain("'nonce-");
    }
  });

  it('rendered for the visitor alone: an ETag that ignores the nonce, so a revalidation gets a 304', async () => {
    const first = await view(app, '/blog?noise=1');
    const second = await view(app, '/blog?noise=1');
    const nonceOf = (answer: typeof first) => /nonce="([^"]+)"/.exec(answer.body)![1]!;
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{32}"$/);
    expect(second.headers.etag).toBe(etag);
    const expected = createHash('sha256')
      .update(first.body.replaceAll(nonceOf(first), ''))
      .digest('base64url');
    expect(etag).toBe(`W/"${expected.slice(0, 32)}"`);
    const revalidated = await view(app, '/blog?noise=1', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});

describe('never kept or served from the cache', () => {
  it('for a signed-in visitor, or anyone with a session cookie', async () => {
    await view(app, '/products');
    const user = await createTestUser(app, { email: 'kim@example.com' });
    const cookie = await sessionCookie(app, user.id);
    let signedIn!: Awaited<ReturnType<typeof view>>;
    // Rendered for the user and kept for them alone (user-page-cache.test.ts), never from or into this cache.
    expect(await rendersDuring(async () => (signedIn = await view(app, '/products', { cookie })))).toBe(1);
    expect(signedIn.body).toContain('Signed in as kim@example.com');
    expect(expectCspAllowsInlineScripts(signedIn)).toContain("'sha256-");
    expect(await rendersDuring(() => view(app, '/products?q=x', { cookie }))).toBe(1);
    // An expired or forged session cookie, or the production name: maybe signed in, so rendered.
    expect(await rendersDuring(() => view(app, '/products', { cookie: 'session=forged' }))).toBe(1);
    expect(await rendersDuring(() => view(app, '/products', { cookie: '__Host-session=forged' }))).toBe(1);
    // And the anonymous page never showed the signed-in one.
    expect((await view(app, '/products')).body).toContain('Welcome');
  });

  it('a page that sets a cookie, a no-store page, a 404', async () => {
    for (const url of ['/sets-cookie', '/token', '/missing', `/indicators/999999`]) {
      let first!: Awaited<ReturnType<typeof view>>;
      expect(await rendersDuring(async () => (first = await view(app, url)))).toBe(1);
      expect(await rendersDuring(() => view(app, url))).toBe(1);
      expectCspAllowsInlineScripts(first);
    }
    const cookie = await view(app, '/sets-cookie');
    expect(cookie.headers['set-cookie']).toEqual(['seen=1; Path=/']);
    expect((await view(app, '/missing')).statusCode).toBe(404);
    expect((await view(app, '/token')).headers['cache-control']).toBe('no-store');
  });

  it('a form post (an action, with or without an error)', async () => {
    await view(app, '/products');
    const posted = await app.inject({
      method: 'POST',
      url: '/products',
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=',
    });
    expect(posted.statusCode).toBe(200);
    expect(expectCspAllowsInlineScripts(posted)).toContain("'nonce-");
    expect(
      await rendersDuring(() => app.inject({ method: 'POST', url: '/products', headers: { host: 'shop.test' } })),
    ).toBe(1);
  });
});

describe('emptied by the writes that change what pages show', () => {
  it('an indicator edit', async () => {
    expect((await view(app, `/indicators/${productId}`)).body).toContain('Orderflow Pulse');
    await view(app, '/products');
    const updated = await admin.post('/_api/admin/indicators/update', {
      id: productId,
      ...indicatorBody([categoryId], { name: 'Orderflow Pulse II' }),
    });
    expect(updated.status).toBe(200);
    expect((await view(app, `/indicators/${productId}`)).body).toContain('Orderflow Pulse II');
    expect((await view(app, '/products')).body).toContain('Orderflow Pulse II');
  });

  const post = (slug: string, publishedAt: string | null) => ({
    title: `Post ${slug}`,
    slug,
    excerpt: 'An excerpt.',
    contentFormat: 'markdown' as const,
    content: 'Hello.',
    featuredImageUrl: null,
    categoryIds: [],
    featured: false,
    seoTitle: '',
    seoDescription: '',
    publishedAt,
  });

  it('a post published', async () => {
    expect((await view(app, '/blog')).body).not.toContain('fresh-post');
    await admin.ok(createBlogPost, post('fresh-post', new Date().toISOString()));
    expect((await view(app, '/blog')).body).toContain('fresh-post');
    expect((await view(app, '/blog/fresh-post')).statusCode).toBe(200);
  });

  it('a vote on the suggestion board', async () => {
    await makeSuggestion(app, { suggestionTitle: 'Footprint alerts' });
    await app.pageCache.invalidate();
    expect((await view(app, '/suggestions')).body).toContain('Footprint alerts: 0');
    const suggestion = (await app.db.query.suggestions.findFirst({
      where: (row, { eq }) => eq(row.suggestionTitle, 'Footprint alerts'),
    }))!;
    const voter = (await signedInClient(app, 'user')).client;
    expect((await voter.call(voteSuggestion, { id: suggestion.id })).status).toBe(200);
    expect((await view(app, '/suggestions')).body).toContain('Footprint alerts: 1');
  });

  it('a scheduled post going live, with no write at that moment', async () => {
    // Far enough ahead that the checks below run before it, even on a busy machine.
    await admin.ok(createBlogPost, post('timed-post', new Date(Date.now() + 4000).toISOString()));
    expect((await view(app, '/blog')).body).not.toContain('timed-post');
    expect(await rendersDuring(() => view(app, '/blog'))).toBe(0);
    await expect
      .poll(async () => (await view(app, '/blog')).body.includes('timed-post'), { timeout: 20_000, interval: 250 })
      .toBe(true);
  });
});

describe('the byte bound', () => {
  it('holds under 10,000 distinct URLs, and query noise keeps nothing', async () => {
    const maxBytes = 64 * 1024;
    const bounded = await pagesApp(database, { PAGE_CACHE_MAX_BYTES: String(maxBytes) });
    try {
      for (let i = 1; i <= 5_000; i++) {
        await view(bounded, `/?page=${i}`);
        await view(bounded, `/?noise=${i}`);
        expect(bounded.pageCache.size.bytes).toBeLessThanOrEqual(maxBytes);
      }
      const { entries } = bounded.pageCache.size;
      expect(entries).toBeGreaterThan(5);
      expect(entries).toBeLessThan(100);
      // The latest pages are the ones kept.
      expect(await rendersDuring(() => view(bounded, '/?page=5000'))).toBe(0);
      expect(await rendersDuring(() => view(bounded, '/?page=1'))).toBe(1);
    } finally {
      await bounded.close();
    }
    // 10,000 requests one after another: about 100 s when the machine is busy with the rest of the suite.
  }, 400_000);
});

const reachable = await redisReachable();

describe('several instances sharing Redis', () => {
  const instances = instancesSharingRedis(reachable, () => pagesApp(database, { REDIS_URL: testRedisUrl }));

  it.skipIf(!reachable)('an edit on one instance shows on the next page view on the other', async () => {
    const [one, two] = instances as [App, App];
    await view(one, `/indicators/${productId}`);
    await view(two, `/indicators/${productId}`);
    expect(await rendersDuring(() => view(two, `/indicators/${productId}`))).toBe(0);

    const oneAdmin = (await signedInClient(one, 'admin')).client;
    const updated = await oneAdmin.post('/_api/admin/indicators/update', {
      id: productId,
      ...indicatorBody([categoryId], { name: 'Pulse on one instance' }),
    });
    expect(updated.status).toBe(200);
    expect((await view(two, `/indicators/${productId}`)).body).toContain('Pulse on one instance');
    expect((await view(one, '/products')).body).toContain('Pulse on one instance');
  });
});
