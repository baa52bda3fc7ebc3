import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Zero axe violations (WCAG 2.2 AA rules) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // Mid-fade text (a toast coming or going, a dialog opening) fails colour contrast: wait until
  // every finite animation has finished, as a person reading the page would.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Sets the visitor's language and theme before the first request, as a returning visitor has them. */
export async function usePreferences(page: Page, prefs: { lang?: string; theme?: 'light' | 'dark' | 'auto' }) {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3210');
  const cookies = [];
  if (prefs.lang) cookies.push({ name: 'lang', value: prefs.lang, domain: url.hostname, path: '/' });
  if (prefs.theme) cookies.push({ name: 'theme-preference', value: prefs.theme, domain: url.hostname, path: '/' });
  await page.context().addCookies(cookies);
}

/** The e-mails the server wrote to its outbox folder, newest last, as raw text. */
export function readMails(): string[] {
  const port = process.env.E2E_PORT ?? '3210';
  const dir = join(process.env.E2E_DATA_DIR ?? `/tmp/novatick-e2e-${port}`, 'mail');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** The body of a quoted-printable e-mail as text (a long link is wrapped with soft line breaks). */
export const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for an e-mail to `to` whose text matches, as the outbox worker delivers within seconds. */
export async function waitForMail(to: string, match: RegExp = /./, timeoutMs = 15_000): Promise<string> {
  // The To header itself: a staff notification names the customer in its Reply-To header.
  const toHeader = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm');
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = readMails()
          .reverse()
          .find((m) => toHeader.test(m) && match.test(m))),
      { message: `an e-mail to ${to} matching ${match}`, timeout: timeoutMs, intervals: [300] },
    )
    .toBeDefined();
  return found!;
}

/**
 * Waits until React has hydrated the element, so a click reaches its handler. Before that, a tab
 * does nothing and a form posts natively (each is tested in its own spec); under CI load the gap
 * can last seconds.
 */
export async function whenHydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  return locator;
}

/**
 * Holds back the browser's requests for a script chunk until `release()` is called, e.g. a form's
 * logic that loads on the first interaction, so a test can act on the server-rendered form
 * before it arrives. `name` is the chunk's source file name (`use-login-form`).
 */
export async function holdChunk(page: Page, name: string): Promise<{ release: () => void; requested: () => boolean }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Buys one product of the demo catalogue through the pages (add to cart, place the order) as the signed-in page's user. */
export async function buyThroughCheckout(page: Page, name: string) {
  const response = await page.request.get('/_api/indicators');
  const { indicators } = (await response.json()) as { indicators: { id: number; name: string }[] };
  const product = indicators.find((i) => i.name === name)!;
  await page.goto(`/indicators/${product.id}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/checkout');
  await page.getByTestId('place-order').click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
}
