/**
 * JavaScript a first visit downloads (DESIGN "Performance rules": <= 170 KB gzip per page).
 * Opens each page in system Chromium, waits until it is idle, and sums the gzip size of every
 * script it fetched (measured by gzip -9 of the body, so the figure does not depend on the
 * server's compression level).
 *
 *   node --import tsx scripts/js-budget.ts --url http://localhost:3000 [/ user:/orders admin:/admin …] [--assert]
 *
 * A page is a path, measured anonymously, or `user:` / `admin:` and a path, measured signed in
 * as the demo trader or the demo admin (signed in once per role through the API, then each page
 * opens in a fresh context with that session cookie and an empty cache). Before the signed-in
 * pages the trader's cart gets an item, so /cart and /checkout show a cart; the script takes
 * it out again afterwards. Without pages it measures the default list below.
 *
 * Prints a table; `--assert` exits 1 when a page is over budget; `--list` also prints each
 * script with its size, largest first, to see what a page pulls in.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const ACCOUNTS = {
  user: { email: 'trader@novatick.example', password: 'trader-demo-2026' },
  admin: { email: 'admin@novatick.example', password: 'admin-demo-2026' },
} as const;
type Role = keyof typeof ACCOUNTS;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const DEFAULT_PAGES = [
  '/',
  '/pricing',
  '/products',
  '/blog',
  '/support',
  '/suggestions',
  '/login',
  'user:/orders',
  'user:/account',
  'user:/cart',
  'user:/checkout',
  'user:/affiliate',
  'user:/suggestions',
  'admin:/admin',
  'admin:/admin/orders',
];

const args = process.argv.slice(2);
const urlFlag = args.indexOf('--url');
const base = urlFlag >= 0 ? args[urlFlag + 1]! : 'http://localhost:3000';
const assert = args.includes('--assert');
const list = args.includes('--list');
const given = args.filter((a, i) => /^(\/|user:\/|admin:\/)/.test(a) && args[i - 1] !== '--url');
const pages = (given.length ? given : DEFAULT_PAGES).map((spec) => {
  const [role, path] = spec.startsWith('/') ? [null, spec] : (spec.split(/:(.*)/s) as [Role, string]);
  return { spec, role, path };
});

/** Signs in through the API (the origin check wants the site's own origin) and keeps the session. */
async function signIn(browser: Browser, role: Role): Promise<StorageState> {
  const context = await browser.newContext();
  const response = await context.request.post(`${base}/_api/auth/login_with_password`, {
    data: ACCOUNTS[role],
    headers: { origin: new URL(base).origin },
  });
  if (!response.ok()) throw new Error(`sign in as ${role}: ${response.status()} ${await response.text()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Puts one indicator the trader may buy into the cart; answers a function that takes it out again. */
async function fillCart(browser: Browser, state: StorageState): Promise<() => Promise<void>> {
  const context = await browser.newContext({ storageState: state });
  const headers = { origin: new URL(base).origin };
  const cart = (await (await context.request.get(`${base}/_api/cart`)).json()) as { items?: unknown[] };
  if (cart.items?.length) {
    await context.close();
    return async () => {};
  }
  const { indicators } = (await (await context.request.get(`${base}/_api/indicators`)).json()) as {
    indicators: { id: number; kind?: string }[];
  };
  // A single indicator first: the bundle would take other lines out of a cart.
  for (const { id } of indicators.sort((a, b) => Number(a.kind === 'bundle') - Number(b.kind === 'bundle'))) {
    const added = await context.request.post(`${base}/_api/cart/add`, { data: { indicatorId: id }, headers });
    if (added.ok()) {
      return async () => {
        await context.request.post(`${base}/_api/cart/remove`, { data: { indicatorId: id }, headers });
        await context.close();
      };
    }
  }
  console.warn('(no indicator could be added to the cart: /cart and /checkout are measured empty)');
  await context.close();
  return async () => {};
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const sessions = new Map<Role, StorageState>();
for (const role of new Set(pages.map((p) => p.role))) {
  if (role) sessions.set(role, await signIn(browser, role));
}
const emptyCart = sessions.has('user') ? await fillCart(browser, sessions.get('user')!) : async () => {};

let over = false;
console.log('page                          scripts   gzip KB');
try {
  for (const { spec, role, path } of pages) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ...(role ? { storageState: sessions.get(role) } : {}),
    });
    const page = await context.newPage();
    const bodies: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.body().catch(() => Buffer.alloc(0));
      bodies.push(body.then((b) => ({ url: response.url(), gzip: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    const sizes = await Promise.all(bodies);
    const kb = sizes.reduce((sum, script) => sum + script.gzip, 0) / 1024;
    if (kb > BUDGET_KB) over = true;
    console.log(
      `${spec.padEnd(30)}${String(sizes.length).padStart(7)}${kb.toFixed(1).padStart(10)}${kb > BUDGET_KB ? '  over budget' : ''}${landed !== path ? `  (landed on ${landed})` : ''}`,
    );
    if (list) {
      for (const script of sizes.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`    ${(script.gzip / 1024).toFixed(1).padStart(6)}  ${new URL(script.url).pathname}`);
      }
    }
    await context.close();
  }
} finally {
  await emptyCart();
  await browser.close();
}
if (assert && over) process.exit(1);
