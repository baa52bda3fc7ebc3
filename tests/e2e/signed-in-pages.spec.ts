import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { registerNewUser } from './auth-helpers.ts';
import { expect, test } from './test.ts';

// Signed-in views of the built pages, kept per user (platform/user-page-cache.ts,
// decisions/per-user-page-cache.md): the signed-in header is in the first HTML (no flash of the
// signed-out one, no shift when React takes over), the page hydrates without a warning, and one
// user's page never reaches another user or an anonymous visitor.

const PUBLIC_PAGES = ['/', '/products', '/indicators/1', '/blog', '/pricing'];
const OWN_PAGES = ['/orders', '/account', '/affiliate', '/cart'];
const LANGUAGES = ['en', 'pt-BR', 'es', 'de', 'fr', 'zh'];
const THEMES = ['light', 'dark', 'auto'];

interface Shopper {
  context: BrowserContext;
  page: Page;
  name: string;
  email: string;
  cartItem: string;
}

async function shopper(browser: Browser, baseURL: string, indicatorId: number): Promise<Shopper> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const name = `Probe ${randomBytes(4).toString('hex')}`;
  const email = await registerNewUser(page, { displayName: name });
  const added = await page.request.post('/_api/cart/add', { data: { indicatorId } });
  expect(added.status()).toBe(200);
  const cart = (await (await page.request.get('/_api/cart')).json()) as { cartItems: Array<{ name: string }> };
  return { context, page, name, email, cartItem: cart.cartItems[0]!.name };
}

async function setPreferences(context: BrowserContext, baseURL: string, lang: string, theme: string) {
  await context.addCookies([
    { name: 'lang', value: lang, url: baseURL },
    { name: 'theme-preference', value: theme, url: baseURL },
  ]);
}

const htmlOf = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { html: await response.text(), etag: response.headers()['etag'] };
};

test.describe('signed-in pages', () => {
  test('the signed-in header is in the first HTML, the same after hydration, with no warning', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const indicators = (await (
      await (await browser.newContext({ baseURL })).request.get('/_api/indicators')
    ).json()) as {
      indicators: Array<{ id: number }>;
    };
    const ana = await shopper(browser, baseURL!, indicators.indicators[0]!.id);
    // Twice: the second answer comes from the user's kept page, the same bytes.
    const first = await htmlOf(ana.page.request, '/products');
    const second = await htmlOf(ana.page.request, '/products');
    expect(second.etag).toBe(first.etag);
    expect(second.html).toContain('data-testid="account-menu-trigger"');
    expect(second.html).toContain(ana.name);
    expect(second.html).not.toContain('href="/login"');

    // Before any script runs: the page as first painted.
    const noScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await ana.context.storageState(),
    });
    const plain = await noScript.newPage();
    for (const path of ['/products', '/orders']) {
      await plain.goto(path);
      await expect(plain.getByTestId('account-menu-trigger').first()).toBeAttached();
      await expect(plain.getByRole('banner').locator('a[href="/login"]')).toHaveCount(0);
    }
    await plain.goto('/products');
    const before = await plain.getByRole('banner').boundingBox();
    await noScript.close();

    const warnings: string[] = [];
    ana.page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
    });
    ana.page.on('pageerror', (error) => warnings.push(error.message));
    for (const path of [...PUBLIC_PAGES, ...OWN_PAGES]) await ana.page.goto(path);
    await ana.page.goto('/products');
    // A phone keeps the account menu inside the menu drawer; from 1024 px it sits in the bar.
    const phone = (ana.page.viewportSize()?.width ?? 1280) < 1024;
    await expect(ana.page.getByTestId(phone ? 'mobile-menu-toggle' : 'account-menu-trigger').first()).toBeVisible();
    await expect(ana.page.getByTestId('account-menu-trigger').first()).toBeAttached();
    expect(await ana.page.getByRole('banner').boundingBox()).toEqual(before);
    expect(
      warnings.filter((text) => /hydrat|did not match|Minified React error|Content Security Policy/i.test(text)),
    ).toEqual([]);
    await ana.context.close();
  });

  test('every page a customer views signed in is kept for them (each answer says so)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await registerNewUser(page);
    // A kept view goes out `private, no-cache` with its ETag (the browser revalidates it); a page
    // that says `no-store` is rendered again for every view (/account was, at 127 views a second).
    for (const path of [...PUBLIC_PAGES, ...OWN_PAGES]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-cache');
      expect(response.headers().etag, path).toBeTruthy();
    }
    await context.close();
  });

  test("one user's page never reaches another user or an anonymous visitor", async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const visitor = await browser.newContext({ baseURL });
    const { indicators } = (await (await visitor.request.get('/_api/indicators')).json()) as {
      indicators: Array<{ id: number }>;
    };
    const ana = await shopper(browser, baseURL!, indicators[0]!.id);
    const ben = await shopper(browser, baseURL!, indicators[1]!.id);
    expect(ana.cartItem).not.toBe(ben.cartItem);
    const viewers = [
      { context: ana.context, mine: [ana.name, ana.email], theirs: [ben.name, ben.email] },
      { context: ben.context, mine: [ben.name, ben.email], theirs: [ana.name, ana.email] },
      { context: visitor, mine: [], theirs: [ana.name, ana.email, ben.name, ben.email] },
    ];
    let turn = 0;
    for (const path of [...PUBLIC_PAGES, ...OWN_PAGES])
      for (const lang of LANGUAGES) {
        const theme = THEMES[turn++ % THEMES.length]!;
        // In turn, then in reverse: the second views of a key come from the caches.
        for (const viewer of [...viewers, ...[...viewers].reverse()]) {
          await setPreferences(viewer.context, baseURL!, lang, theme);
          const response = await viewer.context.request.get(path);
          if (viewer.context === visitor && OWN_PAGES.includes(path)) continue;
          const html = await response.text();
          expect(response.status(), `${path} ${lang}`).toBe(200);
          expect(html).toContain(`lang="${lang}"`);
          for (const own of viewer.mine) expect(html, `${path} ${lang} ${theme}`).toContain(own);
          for (const other of viewer.theirs) expect(html, `${path} ${lang} ${theme}`).not.toContain(other);
        }
      }
    // The cart badge's page: each cart shows its own item only.
    const anaCart = (await htmlOf(ana.context.request, '/cart')).html;
    expect(anaCart).toContain(ana.cartItem);
    expect(anaCart).not.toContain(ben.cartItem);
    for (const context of [visitor, ana.context, ben.context]) await context.close();
  });
});
