import { test as base, expect, type Page } from '@playwright/test';

const PATCHED = Symbol.for('novatick.e2e.hydratedNavigation');

/**
 * Playwright's `test`, where `goto` and `reload` of every page (the `page` fixture and pages of
 * contexts a test opens itself) also wait for the page to hydrate.
 *
 * A page's JavaScript starts after its first paint (decisions/scripts-after-first-paint.md), so
 * the `load` event that `goto` waits for can come before hydration. A person clicking then gets
 * plain HTML (links work, forms post); a test clicking a button at once would find no handler.
 * Tests of what happens before hydration hold back a chunk (`holdChunk`) instead.
 */
export const test = base.extend<object, { hydratedNavigation: void }>({
  hydratedNavigation: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const prototype = Object.getPrototypeOf(await context.newPage()) as Page & { [PATCHED]?: true };
      await context.close();
      if (!prototype[PATCHED]) {
        prototype[PATCHED] = true;
        const { goto, reload } = prototype;
        prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
          const response = await goto.apply(this, args);
          await untilHydrated(this);
          return response;
        };
        prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
          const response = await reload.apply(this, args);
          await untilHydrated(this);
          return response;
        };
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };

/**
 * Until the page's deferred script has set React Router's globals and React has committed the
 * hydrated document (its root is no longer dehydrated: event handlers and effects are live); a
 * page without that script, such as an API answer, at once.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const pending = (window as unknown as { __routeModulesPending?: boolean }).__routeModulesPending;
    if (pending === undefined) return true;
    const container = Object.keys(document).find((key) => key.startsWith('__reactContainer$'));
    const root = container
      ? (
          document as unknown as Record<
            string,
            { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
          >
        )[container]
      : undefined;
    return !pending && root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}
