import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { DOC_SECTION_IDS } from '#shared/docs-sections.ts';
import { TRANSLATION_LANGUAGES } from '#shared/languages.ts';
import { createContentLoader } from './content.server.ts';

// WCAG 3.1.2: a translated docs page may quote an English message or menu name of the
// platform ("Compiled with a newer version", "References"); it must sit in an element marked
// lang="en", so a screen reader reads it with an English voice. Code (<code>, <pre>) is exempt.

const site = {
  siteName: 'NovaTick',
  supportEmail: 'support@novatick.example',
  platformName: 'NinjaTrader 8',
  platformMinVersion: '8.1',
};
const loader = createContentLoader();
const CODE = new Set(['code', 'pre', 'kbd', 'samp']);
/** A phrase between quotation marks of any of the six languages. */
const QUOTED = /(?:[«"„“]\s?)([^«»"„“”]{3,}?)(?:\s?[»"“”])/g;

/** The page's text a reader hears in the page's voice: not code, not an element marked lang="en". */
function unmarkedText(html: string): string {
  let text = '';
  const stack: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push(CODE.has(name) || /^en(-|$)/i.test(attributes.lang ?? ''));
      },
      ontext(chunk) {
        text += stack.some(Boolean) ? '\u0000' : chunk;
      },
      onclosetag() {
        stack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text;
}

describe('docs: quoted English inside translated sentences', () => {
  for (const lang of TRANSLATION_LANGUAGES) {
    it(`is marked lang="en" in ${lang}`, () => {
      const unmarked: string[] = [];
      for (const id of DOC_SECTION_IDS) {
        const english = unmarkedText(loader.page('en', `docs/${id}`, site)!.html);
        const page = loader.page(lang, `docs/${id}`, site)!;
        expect(page.lang, `${lang} docs/${id} is translated`).toBe(lang);
        for (const [, phrase] of unmarkedText(page.html).matchAll(QUOTED))
          if (/\p{L}/u.test(phrase!) && english.includes(phrase!)) unmarked.push(`${id}: ${phrase}`);
      }
      expect(unmarked).toEqual([]);
    });
  }

  it('still finds an unmarked one (the check itself)', () => {
    const html = '<p>Klicken Sie auf „References“ und dann auf <span lang="en">„Add“</span>.</p>';
    expect([...unmarkedText(html).matchAll(QUOTED)].map((m) => m[1])).toEqual(['References']);
  });
});
