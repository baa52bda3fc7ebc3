import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#shared/languages.ts';

/**
 * Search engines cut a meta description after about 160 characters; a translation is often longer
 * than its English. Every `meta.*escription*` text of every bundle fits, with the demo shop's
 * values in its placeholders (a longer PLATFORM_NAME or SITE_NAME is the owner's choice).
 */
const MAX = 160;
const SAMPLE = { platform: 'NinjaTrader 8', siteName: 'NovaTick', starter: '$149.00', pro: '$499.00' };

function* descriptions(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') {
    if (/^meta\..*escription/i.test(path)) yield [path, node];
    return;
  }
  if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* descriptions(value, path ? `${path}.${key}` : key);
}

const fill = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => SAMPLE[name as keyof typeof SAMPLE] ?? whole);

describe('meta descriptions fit in a search result', () => {
  for (const lang of LANGUAGE_CODES)
    it(lang, () => {
      const tooLong: string[] = [];
      for (const file of readdirSync(`src/client/locales/${lang}`)) {
        const bundle: unknown = JSON.parse(readFileSync(`src/client/locales/${lang}/${file}`, 'utf8'));
        for (const [path, text] of descriptions(bundle, ''))
          if (fill(text).length > MAX) tooLong.push(`${file} ${path}: ${fill(text).length}`);
      }
      expect(tooLong).toEqual([]);
    });
});
