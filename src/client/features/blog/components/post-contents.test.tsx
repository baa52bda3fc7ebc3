import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { createI18n } from '#client/lib/i18n.ts';
import de from '#client/locales/de/blog.json' with { type: 'json' };
import en from '#client/locales/en/blog.json' with { type: 'json' };
import es from '#client/locales/es/blog.json' with { type: 'json' };
import fr from '#client/locales/fr/blog.json' with { type: 'json' };
import ptBR from '#client/locales/pt-BR/blog.json' with { type: 'json' };
import zh from '#client/locales/zh/blog.json' with { type: 'json' };
import { PostContents } from './post-contents.tsx';

// The table of contents as the server renders it.

const BLOG = { en, 'pt-BR': ptBR, es, de, fr, zh };
const resources = Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, { blog: BLOG[lang] }]));
const toc = [
  { id: 'setup', text: 'Setup', level: 2 as const },
  { id: 'chart-settings', text: 'Chart settings', level: 3 as const },
  { id: 'entries', text: 'Entries & exits', level: 2 as const },
];

const render = (lang: Language, entries = toc, textLang?: string) =>
  renderToString(
    <I18nextProvider i18n={createI18n({ lang, namespaces: ['blog'], resources })}>
      <PostContents toc={entries} lang={textLang} />
    </I18nextProvider>,
  );

describe('PostContents', () => {
  it('is a labelled navigation with a heading in the page language and a link to each anchor', () => {
    const html = render('en');
    expect(html).toContain('<nav aria-label="Contents"');
    expect(html).toContain('<h2 class="mb-2 text-sm font-semibold">Contents</h2>');
    for (const id of ['setup', 'chart-settings', 'entries']) expect(html).toContain(`href="#${id}"`);
    expect(html).toContain('Entries &amp; exits');
    // The h3 is nested under its h2.
    expect(html).toMatch(/href="#setup"[\s\S]*<ul[^>]*>[\s\S]*href="#chart-settings"[\s\S]*<\/ul><\/li><li>/);
  });

  it('is labelled in each of the six languages, the headings marked when written in another', () => {
    const labels = LANGUAGE_CODES.map((lang) => /<nav aria-label="([^"]+)"/.exec(render(lang))![1]);
    expect(labels).toEqual(['Contents', 'Sumário', 'Contenido', 'Inhalt', 'Sommaire', '目录']);
    expect(render('de', toc, 'en')).toMatch(/<ol lang="en"/);
  });

  it('renders nothing without entries (a post with fewer than three headings)', () => {
    expect(render('en', [])).toBe('');
  });
});
