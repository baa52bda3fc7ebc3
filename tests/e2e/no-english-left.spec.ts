import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { englishOnlyTexts } from '../support/english-only-texts.ts';
import { mainSentences } from '../support/main-sentences.ts';
import { blogPostPaths, catalogue, fetchPage, inLanguage, STATIC_PUBLIC_PAGES } from './public-pages.ts';
import {
  adminPages,
  CUSTOMER_PAGES,
  customerWithCart,
  signedInAdmin,
  signedInCustomer,
} from './signed-in-page-list.ts';

// Done when: the server-rendered text of a translated page holds no
// English except product names, English blocks marked lang="en" (a fallback, a customer's or the
// owner's own words, a quoted platform message), and code or menu paths (<code>, <kbd>). Each page's
// <main> is cut into sentences; a sentence of a translated page fails when it is also a sentence of
// the English page and has MIN_WORDS words once product names are taken out, or when it is one of
// the shop's own English texts that the language translates (tests/support/english-only-texts.ts:
// short labels such as "Release notes"). Public pages, a customer's and the shop owner's, in five
// languages. Desktop only (testIgnore in the config).

const MIN_WORDS = 4;
const TRANSLATED = LANGUAGE_CODES.filter((lang) => lang !== 'en');

type Fetch = (path: string, lang: Language) => Promise<{ status: number; html: string }>;

const words = (sentence: string) => sentence.split(' ').filter((word) => /\p{L}/u.test(word)).length;

/** The page's sentences with product names taken out; a translated page's without blocks marked in another language. */
function sentencesOf(html: string, productNames: string[], pageLanguage?: Language): string[] {
  const withoutNames = (sentence: string) =>
    productNames
      .reduce((text, name) => text.split(name).join(' '), sentence)
      .replace(/\s+/g, ' ')
      .trim();
  return mainSentences(html, { skipEnglishBlocks: pageLanguage !== undefined, pageLanguage })
    .map(withoutNames)
    .filter(Boolean);
}

const ownTexts = new Map(TRANSLATED.map((lang) => [lang, englishOnlyTexts(lang)]));

/** The English sentences each translation of a page still shows, by page address. */
async function englishLeft(fetch: Fetch, productNames: string[], pathIn: (lang: Language) => string) {
  const english = await fetch(pathIn('en'), 'en');
  expect(english.status, pathIn('en')).toBeLessThan(500);
  const englishSentences = new Set(
    sentencesOf(english.html, productNames).filter((sentence) => words(sentence) >= MIN_WORDS),
  );
  const left: Record<string, string[]> = {};
  for (const lang of TRANSLATED) {
    const translated = await fetch(pathIn(lang), lang);
    expect(translated.status, inLanguage(pathIn(lang), lang)).toBe(english.status);
    const own = ownTexts.get(lang)!;
    const same = [
      ...new Set(sentencesOf(translated.html, productNames, lang).filter((s) => englishSentences.has(s) || own.has(s))),
    ];
    if (same.length) left[inLanguage(pathIn(lang), lang)] = same;
  }
  return left;
}

/** Every page of the list, each in five languages: the English left, by page address. */
async function englishLeftOn(fetch: Fetch, productNames: string[], paths: string[]) {
  const left: Record<string, string[]> = {};
  for (const path of paths) Object.assign(left, await englishLeft(fetch, productNames, () => path));
  return left;
}

const publicFetch =
  (request: APIRequestContext): Fetch =>
  (path, lang) =>
    fetchPage(request, path, lang);

/** A signed-in context's own cookies (a `cookie` header of the request would replace the session's). */
const signedInFetch =
  (context: APIRequestContext): Fetch =>
  async (path, lang) => {
    const response = await context.get(inLanguage(path, lang), { maxRedirects: 0 });
    return { status: response.status(), html: await response.text() };
  };

test.describe('no English left on a translated page', () => {
  test('every public page in de, fr, es, pt-BR and zh', async ({ request }) => {
    test.setTimeout(240_000);
    const { indicatorPath, productNames } = await catalogue(request);
    const paths = [...STATIC_PUBLIC_PAGES, indicatorPath];
    expect(await englishLeftOn(publicFetch(request), productNames, paths)).toEqual({});
  });

  test('a translated blog post in de, fr, es, pt-BR and zh', async ({ request }) => {
    const { translated } = await blogPostPaths(request);
    const { productNames } = await catalogue(request);
    // TODO: the seeded posts translated into all six languages are on their way;
    // until one is seeded, the indicator pages above carry the translated-content check.
    test.skip(!translated, 'no post is translated into every language yet');
    expect(await englishLeft(publicFetch(request), productNames, (lang) => translated![lang])).toEqual({});
  });

  test("a customer's pages in de, fr, es, pt-BR and zh", async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const { productNames } = await catalogue(request);
    const customer = await signedInCustomer(baseURL!);
    expect(await englishLeftOn(signedInFetch(customer), productNames, CUSTOMER_PAGES)).toEqual({});
    await customer.dispose();
    // A cart with a line: its description in the page's language (/_api/cart answered English).
    const { indicators } = (await (await request.get('/_api/indicators')).json()) as { indicators: { id: number }[] };
    const shopper = await customerWithCart(baseURL!, indicators[0]!.id);
    expect(await englishLeftOn(signedInFetch(shopper), productNames, ['/cart', '/checkout'])).toEqual({});
    await shopper.dispose();
  });

  test("the shop owner's pages in de, fr, es, pt-BR and zh", async ({ request, baseURL }) => {
    test.setTimeout(300_000);
    const { productNames } = await catalogue(request);
    const admin = await signedInAdmin(baseURL!);
    expect(await englishLeftOn(signedInFetch(admin), productNames, await adminPages(admin))).toEqual({});
    await admin.dispose();
  });
});
