import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccount, updateProfile } from '#shared/contracts/account.endpoints.ts';
import { getAffiliateDashboard, registerAffiliate } from '#shared/contracts/affiliates.endpoints.ts';
import { activateLicence } from '#shared/contracts/licences.endpoints.ts';
import { addToCart, getCart, listIndicators, listOrders } from '#shared/contracts/store.endpoints.ts';
import { LANGUAGE_CODES, LANGUAGE_COOKIE } from '#shared/languages.ts';
import { THEME_STORAGE_KEY } from '#shared/theme.ts';
import { buildApp, type App } from '../app.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import type { ApiClient } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';
import { signedInClient } from '../testing/users.ts';
import type { SessionUser } from '../auth/session.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db.ts';
import type { PageRenderer } from './ssr.ts';

// The per-user page cache (platform/user-page-cache.ts, decisions/per-user-page-cache.md) through
// the real request path: sessions, the in-process API, the view-version triggers. A stand-in
// renderer shows on EVERY page all that is per user (who is signed in, their orders with
// licences and machines, their cart, their account, their affiliate balance), so a page kept for
// the wrong key, or served after a write, shows it. The built pages: tests/e2e/signed-in-pages.spec.ts.

let renders = 0;

const renderPage: PageRenderer = async (request, context) => {
  renders++;
  const url = new URL(request.url);
  const own: Record<string, unknown> = { user: context.user?.email ?? 'nobody' };
  const catalogue = await context.api(listIndicators, {});
  if (context.user) {
    const [orders, cart, account, affiliate] = await Promise.all([
      context.api(listOrders, undefined),
      context.api(getCart, undefined),
      context.api(getAccount, undefined),
      context.api(getAffiliateDashboard, undefined),
    ]);
    own.orders = orders.ok ? orders.data.orders : orders.status;
    own.cart = cart.ok ? cart.data.cartItems.map((item) => item.name) : cart.status;
    own.name = account.ok ? account.data.displayName : account.status;
    own.affiliate = affiliate.ok ? affiliate.data : affiliate.status;
  }
  const products = catalogue.ok ? catalogue.data.indicators.map((i) => i.name) : [];
  const body = [
    `<!DOCTYPE html><html lang="${context.lang}" data-theme="${context.theme}"><head>`,
    `<script${context.nonce ? ` nonce="${context.nonce}"` : ''}>document.documentElement.dataset.boot="1"</script>`,
    `</head><body><p>path=${url.pathname}${url.search}</p><p>products=${products.join(',')}</p>`,
    `<pre>${JSON.stringify(own).replaceAll('<', '\\u003c')}</pre>`,
    `<p hidden>${'padding '.repeat(200)}</p></body></html>`,
  ].join('');
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

const baseEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://shop.test', DATA_DIR: TEST_DATA_DIR };

async function pagesApp(database: Database, env: Record<string, string> = {}) {
  const app = await buildApp(loadConfig({ ...baseEnv, ...env }), { database, pages: renderPage, logger: false });
  await app.ready();
  return app;
}

let database: Database;
let app: App;
let admin: ApiClient;
const products: Record<'alpha' | 'beta' | 'gamma' | 'delta', number> = { alpha: 0, beta: 0, gamma: 0, delta: 0 };
interface Shopper {
  client: ApiClient;
  user: SessionUser;
  email: string;
  orderId: number;
}
let ana: Shopper;
let ben: Shopper;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await pagesApp(database);
  admin = (await signedInClient(app, 'admin')).client;
  for (const name of Object.keys(products) as Array<keyof typeof products>)
    products[name] = (await createProduct(app, { name: `${name[0]!.toUpperCase()}${name.slice(1)} Scope` })).id;
  await app.invalidatePublicCaches();
  const shopper = async (buys: number, keeps: number): Promise<Shopper> => {
    const { client, user } = await signedInClient(app, 'user');
    const orderId = await buy(client, buys);
    await client.ok(addToCart, { indicatorId: keeps });
    return { client, user, email: user.email, orderId };
  };
  ana = await shopper(products.alpha, products.beta);
  ben = await shopper(products.gamma, products.delta);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const PAGES = ['/', '/products', '/indicators/1', '/blog', '/orders', '/account', '/affiliate', '/cart'];
const THEMES = ['light', 'dark', 'auto'] as const;

function cookieOf(client: ApiClient | null, lang: string, theme: string) {
  const session = client ? `session=${client.cookie('session')}; ` : '';
  return `${session}${LANGUAGE_COOKIE}=${lang}; ${THEME_STORAGE_KEY}=${theme}`;
}

const view = (target: App, url: string, client: ApiClient | null, lang = 'en', theme = 'auto') =>
  target.inject({
    method: 'GET',
    url,
    headers: { host: 'shop.test', accept: 'text/html', cookie: cookieOf(client, lang, theme), 'accept-encoding': 'br' },
  });

/** The page's text (brotli from the caches, plain otherwise). */
async function textOf(response: Awaited<ReturnType<typeof view>>) {
  const { brotliDecompressSync } = await import('node:zlib');
  return response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.rawPayload).toString()
    : response.body;
}

/** Renders during `fn`. */
async function rendersDuring(fn: () => Promise<unknown>) {
  const before = renders;
  await fn();
  return renders - before;
}

describe('signed-in views', () => {
  it('hold only their own user’s data, in every page × language × theme, interleaved; anonymous ones none', async () => {
    const viewers = [
      { who: ana, mine: [ana.email, `"id":${ana.orderId},`, 'Alpha Scope', '"cart":["Beta Scope"]'] },
      { who: ben, mine: [ben.email, `"id":${ben.orderId},`, 'Gamma Scope', '"cart":["Delta Scope"]'] },
      { who: null, mine: ['"user":"nobody"'] },
    ];
    const secrets = [ana.email, ben.email, `"id":${ana.orderId},`, `"id":${ben.orderId},`, '"cart"'];
    const hitsBefore = app.userPageCache.hits;
    // Each key twice, the viewers in turn, then in reverse: the second views come from the caches.
    for (const path of PAGES)
      for (const lang of LANGUAGE_CODES)
        for (const theme of THEMES) {
          for (const { who, mine } of [...viewers, ...[...viewers].reverse()]) {
            const response = await view(app, path, who?.client ?? null, lang, theme);
            expect(response.statusCode).toBe(200);
            const text = await textOf(response);
            expect(text).toContain(`lang="${lang}" data-theme="${theme}"`);
            expect(text).toContain(`path=${path}<`);
            for (const own of mine) expect(text).toContain(own);
            for (const secret of secrets.filter((s) => !mine.includes(s) && !(who && s === '"cart"')))
              expect(text).not.toContain(secret);
            // Kept pages name their scripts by hash; none carries another view's nonce.
            const csp = String(response.headers['content-security-policy']);
            expect(csp.split('; ').find((d) => d.startsWith('script-src '))).not.toContain("'unsafe-inline'");
            if (who) expect(csp).not.toContain("'nonce-");
          }
        }
    expect(app.userPageCache.hits - hitsBefore).toBe(PAGES.length * LANGUAGE_CODES.length * THEMES.length * 2);
  }, 300_000);

  it('are kept per session: another session of the same user renders its own', async () => {
    await view(app, '/account', ana.client);
    expect(await rendersDuring(() => view(app, '/account', ana.client))).toBe(0);
    const again = (await signedInClient(app, ana.user)).client;
    expect(await rendersDuring(() => view(app, '/account', again))).toBe(1);
  });

  it('are never kept for an admin, a query the page cache does not keep, or a page outside the list', async () => {
    for (const [client, url] of [
      [admin, '/orders'],
      [ana.client, '/orders?placed=1'],
      [ana.client, '/checkout'],
      [ana.client, '/search?q=scope'],
    ] as const) {
      expect(await rendersDuring(() => view(app, url, client))).toBe(1);
      expect(await rendersDuring(() => view(app, url, client))).toBe(1);
    }
  });
});

/** Each write a user's pages show, made as the app makes it (or, for tables without a route here, in SQL). */
const writes: Array<[string, (who: Shopper) => Promise<unknown>, (text: string) => boolean]> = [
  [
    'adding to the cart',
    (who) => who.client.ok(addToCart, { indicatorId: products.gamma }),
    (t) => t.includes('Gamma Scope"]'),
  ],
  [
    'placing an order',
    (who) => buy(who.client, products.delta),
    (t) => (t.match(/"status":"completed"/g) ?? []).length >= 2,
  ],
  [
    'changing the profile',
    (who) => who.client.ok(updateProfile, { displayName: 'Renamed Trader', language: 'de' }),
    (t) => t.includes('Renamed Trader'),
  ],
  [
    'a machine activation',
    async (who) => {
      const { orders } = await who.client.ok(listOrders, undefined);
      const key = orders.flatMap((o) => o.items).find((i) => i.licence)!.licence!.key;
      return who.client.ok(activateLicence, { key, machineId: 'machine-0001', machineName: 'Desk' });
    },
    (t) => t.includes('machine-0001'),
  ],
  [
    'a licence revoked by an admin',
    (who) =>
      app.db.execute(
        sql`update licences set status = 'revoked' where user_id = (select id from users where email = ${who.email})`,
      ),
    (t) => t.includes('"status":"revoked"'),
  ],
  [
    'an order refunded',
    (who) => app.db.execute(sql`update orders set status = 'refunded' where id = ${who.orderId}`),
    (t) => t.includes('"status":"refunded"'),
  ],
  [
    'becoming an affiliate, then a commission',
    async (who) => {
      await who.client.ok(registerAffiliate, {});
      return app.db.execute(sql`
      insert into affiliate_ledger (affiliate_id, type, amount_cents)
      select a.id, 'commission', 1234 from affiliates a join users u on u.id = a.user_id where u.email = ${who.email}`);
    },
    (t) => /12\.34|1234/.test(t),
  ],
];

describe('a write a user sees', () => {
  for (const [what, write, shows] of writes) {
    it(`changes their next view at once, and only theirs: ${what}`, async () => {
      await view(app, '/orders', ana.client);
      await view(app, '/orders', ben.client);
      const benBefore = await textOf(await view(app, '/orders', ben.client));
      expect(shows(await textOf(await view(app, '/orders', ana.client)))).toBe(false);
      await write(ana);
      expect(shows(await textOf(await view(app, '/orders', ana.client)))).toBe(true);
      // Ben's kept page is still his, untouched.
      expect(
        await rendersDuring(async () => expect(await textOf(await view(app, '/orders', ben.client))).toBe(benBefore)),
      ).toBe(0);
    });
  }

  it('a catalogue change reaches every signed-in view', async () => {
    await view(app, '/products', ana.client);
    // Written in SQL, then told as the admin routes tell it.
    await app.db.execute(sql`update indicators set name = 'Alpha Scope Pro' where id = ${products.alpha}`);
    await app.invalidatePublicCaches();
    expect(await textOf(await view(app, '/products', ana.client))).toContain('Alpha Scope Pro');
  });
});
