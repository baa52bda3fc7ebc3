import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { signInAsUser } from './auth-helpers.ts';
import { whenHydrated } from './helpers.ts';

/**
 * decisions/scripts-after-first-paint.md: a page's JavaScript is asked for after its first paint,
 * so on a slow phone it never competes with the stylesheet and the largest image, and the page
 * still hydrates (a cached page allows its scripts by hash, a visitor's by nonce).
 */
async function scriptsAndFirstPaint(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
}

async function expectScriptsAfterPaint(page: Page, path: string, interactive: string) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|error/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(path);
  const html = await response!.text();
  expect(html.slice(0, html.indexOf('</head>')), path).not.toContain('modulepreload');
  await whenHydrated(page.locator(interactive).first());
  const { firstPaint, scripts } = await scriptsAndFirstPaint(page);
  expect(firstPaint, path).not.toBeNull();
  expect(scripts.length, path).toBeGreaterThan(3);
  for (const script of scripts) expect(script.startTime, `${path} ${script.name}`).toBeGreaterThanOrEqual(firstPaint!);
  expect(refused, path).toEqual([]);
}

test.describe('scripts after the first paint', () => {
  test('an anonymous page from the page cache paints first, then loads its scripts and hydrates', async ({ page }) => {
    // Twice: the first view fills the page cache, the second is answered from it.
    await expectScriptsAfterPaint(page, '/products', 'header a[href="/pricing"]');
    await expectScriptsAfterPaint(page, '/products', 'header a[href="/pricing"]');
  });

  test('a signed-in page (rendered with a nonce) does the same', async ({ page }) => {
    await signInAsUser(page);
    await expectScriptsAfterPaint(page, '/orders', 'header a[href="/pricing"]');
  });
});
