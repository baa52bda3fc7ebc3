import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { mainSentences } from '../support/main-sentences.ts';
import { blogPostPaths, catalogue, fetchPage, inLanguage } from './public-pages.ts';

// Issue 17 "Done when": the server-rendered text of a translated page holds no English sentence
// except product names, fallback blocks marked lang="en", and code or menu paths (<code>, <kbd>).
// Each page's <main> is cut into sentences; a sentence of a translated page that is also a sentence
// of the English page fails, unless it is short (under MIN_WORDS words once product names are
// taken out: a brand, a price, a button with a name). Desktop only (testIgnore in the config).

const MIN_WORDS = 4;
const TRANSLATED = LANGUAGE_CODES.filter((lang) => lang !== 'en');

/** The sentences worth comparing: product names taken out, long enough to be a real sentence. */
function comparable(html: string, productNames: string[], skipEnglishBlocks: boolean): Set<string> {
  const withoutNames = (sentence: string) =>
    productNames
      .reduce((text, name) => text.split(name).join(' '), sentence)
      .replace(/\s+/g, ' ')
      .trim();
  const words = (sentence: string) => sentence.split(' ').filter((word) => /\p{L}/u.test(word)).length;
  return new Set(
    mainSentences(html, { skipEnglishBlocks })
      .map(withoutNames)
      .filter((sentence) => words(sentence) >= MIN_WORDS),
  );
}

/** The English sentences each translation of a page still shows, by page address. */
async function englishLeft(request: APIRequestContext, pathIn: (lang: Language) => string) {
  const { productNames } = await catalogue(request);
  const english = await fetchPage(request, pathIn('en'), 'en');
  expect(english.status, pathIn('en')).toBe(200);
  const englishSentences = comparable(english.html, productNames, false);
  expect(englishSentences.size, `${pathIn('en')} has text to compare`).toBeGreaterThan(0);
  const left: Record<string, string[]> = {};
  for (const lang of TRANSLATED) {
    const translated = await fetchPage(request, pathIn(lang), lang);
    expect(translated.status, inLanguage(pathIn(lang), lang)).toBe(200);
    const same = [...comparable(translated.html, productNames, true)].filter((s) => englishSentences.has(s));
    if (same.length) left[inLanguage(pathIn(lang), lang)] = same;
  }
  return left;
}

test.describe('no English left on a translated page', () => {
  // /suggestions and /roadmap: the board's user-written texts are mostly English; each is marked
  // with the language it was written in when that is not the page's. /docs: quoted English
  // platform messages inside translated sentences are marked lang="en".
  for (const path of ['/', '/products', '/blog', '/support', '/pricing', '/suggestions', '/roadmap', '/docs']) {
    test(`${path} in de, fr, es, pt-BR and zh`, async ({ request }) => {
      expect(await englishLeft(request, () => path)).toEqual({});
    });
  }

  test('an indicator page in de, fr, es, pt-BR and zh', async ({ request }) => {
    const { indicatorPath } = await catalogue(request);
    expect(await englishLeft(request, () => indicatorPath)).toEqual({});
  });

  test('a translated blog post in de, fr, es, pt-BR and zh', async ({ request }) => {
    const { translated } = await blogPostPaths(request);
    // TODO(issue 17 item 5): the seeded posts translated into all six languages are on their way;
    // until one is seeded, the indicator pages above carry the translated-content check.
    test.skip(!translated, 'no post is translated into every language yet (issue 17 item 5)');
    expect(await englishLeft(request, (lang) => translated![lang])).toEqual({});
  });
});
