import type { APIRequestContext } from '@playwright/test';
import { LANGUAGE_CODES } from '#shared/languages.ts';
import { labelsWithoutTheirText } from '../support/label-in-name.ts';
import { blogPostPaths, catalogue, inLanguage, STATIC_PUBLIC_PAGES } from './public-pages.ts';
import { adminPages, CUSTOMER_PAGES, signedInAdmin, signedInCustomer } from './signed-in-page-list.ts';
import { expect, test } from './test.ts';

// WCAG 2.5.3: on every page type, signed out, as a customer and as the shop owner,
// in all six languages, an aria-label that replaces a control's visible text contains that text
// (tests/support/label-in-name.ts). Server-rendered HTML, no browser; desktop only (testIgnore).

async function mismatches(request: APIRequestContext, paths: string[]) {
  const found: string[] = [];
  for (const lang of LANGUAGE_CODES)
    for (const path of paths) {
      const response = await request.get(inLanguage(path, lang), { maxRedirects: 0 });
      // /checkout with an empty cart sends the customer to /cart, which the list has.
      if (response.status() >= 300 && response.status() < 400) continue;
      expect(response.status(), inLanguage(path, lang)).toBeLessThan(path === '/no-such-page' ? 500 : 300);
      for (const { label, visible } of labelsWithoutTheirText(await response.text()))
        found.push(`${inLanguage(path, lang)}: "${visible}" is not in aria-label "${label}"`);
    }
  return [...new Set(found)];
}

test.describe('label in name (WCAG 2.5.3)', () => {
  test('every public page in six languages', async ({ request }) => {
    test.setTimeout(180_000);
    const { indicatorPath } = await catalogue(request);
    const { fallback } = await blogPostPaths(request);
    expect(await mismatches(request, [...STATIC_PUBLIC_PAGES, indicatorPath, fallback])).toEqual([]);
  });

  test("a customer's pages in six languages", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const customer = await signedInCustomer(baseURL!);
    expect(await mismatches(customer, CUSTOMER_PAGES)).toEqual([]);
    await customer.dispose();
  });

  test("the shop owner's pages in six languages", async ({ baseURL }) => {
    test.setTimeout(240_000);
    const admin = await signedInAdmin(baseURL!);
    expect(await mismatches(admin, await adminPages(admin))).toEqual([]);
    await admin.dispose();
  });
});
