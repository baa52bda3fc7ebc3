import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for the page to hydrate.
 *
 * A page's JavaScript starts after its first paint (decisions/scripts-after-first-paint.md), so
 * the `load` event that `goto` waits for can come before hydration. A person clicking then gets
 * plain HTML (links work, forms post); a test clicking a button at once would find no handler.
 * Tests of what happens before hydration hold back a chunk (`holdChunk`) instead.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});

export { expect };

/**
 * Until the page's deferred script has set React Router's globals and React has hydrated the body
 * (a page without that script, such as an API answer, at once).
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const pending = (window as unknown as { __routeModulesPending?: boolean }).__routeModulesPending;
    if (pending === undefined) return true;
    return !pending && Object.keys(document.body).some((key) => key.startsWith('__reactProps'));
  });
}
