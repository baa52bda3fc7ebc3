import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '#shared/languages.ts';
import { renderPostContent } from './blog.sanitize.ts';
import { parseSeedPostTranslation, readSeedPostTranslations } from './seed-post-translations.ts';
import { readSeedPosts } from './seed-posts.ts';

// Six demo posts translated by hand into every language, each with its own slug,
// the Markdown structure of the original kept; the other posts stay English to show the fallback.

const FILE = `---
slug: den-footprint-lesen
title: Den Footprint lesen: eine Anleitung
excerpt: Wer zu welchem Preis gehandelt hat.
seoTitle: Den Footprint lesen
seoDescription: Bid- und Ask-Volumen Bar für Bar.
---

Ein **fetter** Anfang.
`;

const translations = readSeedPostTranslations();
const english = new Map(readSeedPosts().map((post) => [post.slug, post]));
const translatedSlugs = [...new Set(translations.map((t) => t.postSlug))];

/** The Markdown skeleton of a body: headings' levels, list items and fenced code in order, and how many bold spans. */
const skeleton = (body: string) => ({
  blocks: body
    .split('\n')
    .map((line) => /^(#+ |- |\d+\. |```)/.exec(line)?.[1])
    .filter(Boolean),
  bold: body.match(/\*\*[^*]+\*\*/g)?.length ?? 0,
});

/** The body's paragraphs and list items of more than three words (a heading such as "Hardware" may read the same). */
const sentences = (body: string) =>
  body.split(/\n+/).filter((line) => !line.startsWith('#') && line.split(' ').length > 3);

describe('a demo post translation file', () => {
  it('reads the English slug from the name, the translation from the front matter', () => {
    expect(parseSeedPostTranslation('de', '01-reading-order-flow.md', FILE)).toEqual({
      postSlug: 'reading-order-flow',
      language: 'de',
      slug: 'den-footprint-lesen',
      title: 'Den Footprint lesen: eine Anleitung',
      excerpt: 'Wer zu welchem Preis gehandelt hat.',
      seoTitle: 'Den Footprint lesen',
      seoDescription: 'Bid- und Ask-Volumen Bar für Bar.',
      body: 'Ein **fetter** Anfang.',
    });
  });

  it('refuses a malformed file with its language and name', () => {
    expect(() => parseSeedPostTranslation('fr', 'lire.md', FILE)).toThrow('fr/lire.md');
    expect(() => parseSeedPostTranslation('de', '02-x.md', FILE.replace('den-footprint', 'Den Footprint'))).toThrow(
      /de\/02-x\.md: .*slug/s,
    );
    expect(() => parseSeedPostTranslation('de', '03-x.md', FILE.replace(/seoTitle: .*\n/, ''))).toThrow('03-x.md');
    expect(() =>
      parseSeedPostTranslation(
        'zh',
        '04-x.md',
        FILE.replace(/seoDescription: .*/, `seoDescription: ${'长'.repeat(161)}`),
      ),
    ).toThrow(/zh\/04-x\.md: .*seoDescription/s);
  });
});

describe('the demo posts translated by hand', () => {
  it('translates six published posts into every language, not the one the e2e translates into French', () => {
    expect(translatedSlugs).toHaveLength(6);
    for (const slug of translatedSlugs) expect(english.get(slug)?.status).toBe('published');
    expect(translatedSlugs).not.toContain('drawdown-recovery-math');
    for (const language of TRANSLATION_LANGUAGES)
      expect(translations.filter((t) => t.language === language).map((t) => t.postSlug)).toEqual(translatedSlugs);
  });

  it('gives each translation a slug of its own, used by no other post in that language nor in English', () => {
    for (const language of TRANSLATION_LANGUAGES) {
      const slugs = translations.filter((t) => t.language === language).map((t) => t.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(english.has(slug)).toBe(false);
    }
  });

  it.each(translations.map((t) => [`${t.language}/${t.postSlug}`, t] as const))(
    '%s: every field translated, the Markdown structure kept, no emphasis left unrendered',
    (_, translation) => {
      const original = english.get(translation.postSlug)!;
      expect(translation.title).not.toBe(original.title);
      expect(translation.excerpt).not.toBe(original.excerpt);
      expect(skeleton(translation.body)).toEqual(skeleton(original.body));
      if (translation.language === 'zh') expect(translation.title).toMatch(/\p{Script=Han}/u);
      // CJK punctuation next to `**` can stop Markdown from closing the emphasis.
      const html = renderPostContent('markdown', translation.body);
      expect(html.replace(/<[^>]+>/g, '')).not.toMatch(/\*/);
      for (const sentence of sentences(translation.body)) expect(original.body).not.toContain(sentence);
    },
  );
});
