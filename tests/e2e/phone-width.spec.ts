import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signInAsAdmin, signInAsUser } from './auth-helpers.ts';
import { blogPostPaths, catalogue, inLanguage, STATIC_PUBLIC_PAGES } from './public-pages.ts';
import { expect, test } from './test.ts';

// A phone user reads down, never sideways: no page is wider than a 360 px screen, in any of the six
// languages (German and French have the longest words and calls to action), signed out or in. Wide
// content (tables, code, chip rows) scrolls in its own box.

const PHONE = { width: 360, height: 780 };
const LANGUAGES = ['en', 'pt-BR', 'es', 'de', 'fr', 'zh'] as const;

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'mobile', 'phone width');
});

/** The paths (in each language) whose document is wider than the screen, with by how much. */
async function widerThanThePhone(
  page: Page,
  paths: string[],
  languages: readonly (typeof LANGUAGES)[number][] = LANGUAGES,
) {
  const wide: string[] = [];
  for (const path of paths) {
    for (const lang of languages) {
      await page.goto(inLanguage(path, lang));
      // Against the screen's width, not the window's: a phone widens its layout to fit what
      // overflows (and zooms out), so the window grows with the page.
      const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - PHONE.width;
      if (overflow > 0) wide.push(`${path} (${lang}): ${overflow} px`);
    }
  }
  return wide;
}

// One test per language: each walks every public page, and the six run side by side.
for (const lang of LANGUAGES) {
  test(`no public page scrolls sideways on a 360 px phone (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const { indicatorPath } = await catalogue(request);
    const { fallback: post } = await blogPostPaths(request);
    expect(await widerThanThePhone(page, [...STATIC_PUBLIC_PAGES, indicatorPath, post], [lang])).toEqual([]);
  });
}

test("no signed-in customer's or admin's page scrolls sideways on a 360 px phone", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  const pages = [
    '/orders',
    '/account',
    '/cart',
    '/affiliate',
    '/suggestions',
    '/admin',
    '/admin/orders',
    '/admin/analytics',
  ];
  expect(await widerThanThePhone(page, pages)).toEqual([]);
});

// An affiliate's dashboard (the admin has none): its tab bar wraps in every
// language (German was 439 px wide), and its headings step down from the h1 one level at a time.
test("an affiliate's dashboard fits a 360 px phone and its headings keep their order", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signInAsUser(page);
  expect(await widerThanThePhone(page, ['/affiliate'])).toEqual([]);
  await expect(page.getByRole('tab')).toHaveCount(3);
  const headingOrder = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(headingOrder.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});
