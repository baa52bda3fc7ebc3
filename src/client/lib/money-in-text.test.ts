import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { formatUsd } from '#shared/money.ts';
import { createI18n } from './i18n.ts';
import { resourcesFor } from './i18n.server.ts';

// An amount inside a sentence is written as every price on the page is, USD in
// en-US form (SPEC §9): "unter $0.50", never "0,50 $" beside "$99.00". Sentences quote amounts as
// `{{minimumPayout, usd}}` (shared/i18n-numbers.ts); hand-written texts write them en-US.

const NAMESPACES = ['common', 'affiliate', 'admin-store'];
const t = (lang: Language) =>
  createI18n({ lang, namespaces: NAMESPACES, resources: resourcesFor([lang, 'en'], NAMESPACES) }).t;

describe('amounts in sentences', () => {
  for (const lang of ['de', 'fr', 'pt-BR', 'zh', 'es', 'en'] as const)
    it(`${lang}: in en-US form, like the prices beside them`, () => {
      const tr = t(lang);
      expect(tr('errorCodes.discount_total_below_minimum', { ns: 'common' })).toContain('$0.50');
      const request = tr('payouts.requestText', { ns: 'affiliate', balance: formatUsd(1234.5) });
      expect(request).toContain('$50');
      expect(request).toContain('$1,234.50');
      expect(tr('messages.amountTooLarge', { ns: 'affiliate' })).toContain('$1,000,000');
      expect(tr('order.refundAmount.positive', { ns: 'admin-store' })).toContain('$0');
      for (const text of [request, tr('errorCodes.discount_total_below_minimum', { ns: 'common' })])
        expect(text, text).not.toMatch(/\d\s?(\$|US\$|USD|美元)|US\$|\$\s?\d+,\d\d(?!\d)/);
    });
});

/** Money written another way than en-US: "0,50 $", "US$ 50", "50 美元", "299 USD", "$0,50". */
const OTHER_MONEY_FORM = /\d[\d.,\u00a0\u202f ]*\s?(?:US\$|\$|USD|美元)|(?:US\$|R\$|USD)\s?\d|\$\s\d|\$\d+,\d\d(?!\d)/u;

function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* texts(value, path ? `${path}.${key}` : key);
}

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(path);
    else if (entry.name.endsWith('.md')) yield path;
  }
}

describe('no amount is written in another form than en-US', () => {
  for (const lang of LANGUAGE_CODES)
    it(`locales/${lang}`, () => {
      const found: string[] = [];
      for (const file of readdirSync(`src/client/locales/${lang}`)) {
        const bundle: unknown = JSON.parse(readFileSync(`src/client/locales/${lang}/${file}`, 'utf8'));
        for (const [path, text] of texts(bundle, '')) if (OTHER_MONEY_FORM.test(text)) found.push(`${file} ${path}`);
      }
      expect(found).toEqual([]);
    });

  it('content/ (docs, terms, privacy, blog translations)', () => {
    const found = [...markdownFiles('content')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => OTHER_MONEY_FORM.test(line))
        .map((line) => `${file}: ${line.trim().slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});
