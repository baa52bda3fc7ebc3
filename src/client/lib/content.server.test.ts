import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentLoader, renderMarkdown, slugify } from './content.server.ts';

const site = {
  siteName: 'Acme <Indicators>',
  supportEmail: 'help@acme.example',
  platformName: 'NinjaTrader 8',
  platformMinVersion: '8.1',
};

describe('renderMarkdown', () => {
  it('substitutes placeholders as escaped HTML, in text and in code', () => {
    const { html, title } = renderMarkdown(
      '# About {{siteName}}\n\nNeeds {{platform}} {{minVersion}}+. Mail {{supportEmail}}. Keep {{unknown}}.\n\n`{{siteName}}`',
      site,
    );
    expect(title).toBe('About Acme <Indicators>');
    expect(html).toContain('About Acme &lt;Indicators&gt;</h1>');
    expect(html).toContain('Needs NinjaTrader 8 8.1+. Mail help@acme.example. Keep {{unknown}}.');
    expect(html).toContain('<code>Acme &lt;Indicators&gt;</code>');
    expect(html).not.toContain('<Indicators>');
  });

  it('gives every heading a unique id and lists the headings', () => {
    const { html, headings } = renderMarkdown(
      '# Guide\n\n## Key settings\n\n## Key settings\n\n### Restart {{platform}}\n\n## 安装',
      site,
    );
    expect(headings.map((h) => h.id)).toEqual([
      'guide',
      'key-settings',
      'key-settings-2',
      'restart-ninjatrader-8',
      '安装',
    ]);
    expect(html).toContain('<h2 id="key-settings">Key settings</h2>');
    expect(html).toContain('<h3 id="restart-ninjatrader-8">Restart NinjaTrader 8</h3>');
  });

  it('shifts heading levels and prefixes ids for pages made of several files', () => {
    const { html, headings, title } = renderMarkdown('# Activation\n\n## Machine ID', site, {
      headingOffset: 1,
      idPrefix: 'activation',
    });
    expect(title).toBe('Activation');
    expect(html).toContain('<h2 id="activation">Activation</h2>');
    expect(html).toContain('<h3 id="activation-machine-id">Machine ID</h3>');
    expect(headings).toEqual([
      { id: 'activation', text: 'Activation', depth: 2 },
      { id: 'activation-machine-id', text: 'Machine ID', depth: 3 },
    ]);
  });

  it('makes wide tables and code blocks keyboard-scrollable', () => {
    const { html } = renderMarkdown('| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```bash\ncurl -X POST\n```', site);
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<pre tabindex="0">');
  });

  it('slugifies accents and punctuation', () => {
    expect(slugify('Ativação & licença: 1. passo')).toBe('ativacao-licenca-1-passo');
  });
});

describe('createContentLoader', () => {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  mkdirSync(join(root, 'en', 'docs'), { recursive: true });
  mkdirSync(join(root, 'de'), { recursive: true });
  writeFileSync(join(root, 'en', 'terms.md'), '# Terms\n\nEnglish terms of {{siteName}}.');
  writeFileSync(join(root, 'de', 'terms.md'), '# Bedingungen\n\nDeutsche Bedingungen von {{siteName}}.');
  writeFileSync(join(root, 'en', 'docs', 'intro.md'), '# Introduction\n\nOnly in English.');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const loader = createContentLoader(root);

  it('reads the visitor language when the file exists', () => {
    const page = loader.page('de', 'terms', site);
    expect(page?.lang).toBe('de');
    expect(page?.title).toBe('Bedingungen');
    expect(page?.html).toContain('Deutsche Bedingungen von Acme &lt;Indicators&gt;.');
  });

  it('falls back to English when the language has no file', () => {
    const page = loader.page('fr', 'docs/intro', site);
    expect(page?.lang).toBe('en');
    expect(page?.html).toContain('Only in English.');
  });

  it('returns null when no language has the file, and refuses paths outside content', () => {
    expect(loader.page('en', 'docs/missing', site)).toBeNull();
    expect(() => loader.page('en', '../package', site)).toThrow('Invalid content path');
  });

  it('serves a cached copy until the file changes', () => {
    const first = loader.page('en', 'terms', site);
    expect(loader.page('en', 'terms', site)).toBe(first);
  });
});

describe('the shipped content', () => {
  const loader = createContentLoader();
  const docs = [
    'introduction',
    'installation',
    'activation',
    'settings',
    'templates',
    'performance',
    'orderflow-pulse',
    'volume-profile-pro',
    'trend-sentinel',
  ];

  it.each(['en', 'pt-BR', 'es', 'de', 'fr', 'zh'] as const)(
    'renders every page in %s, with unique heading ids on the docs page',
    (lang) => {
      const ids = new Set<string>();
      for (const id of docs) {
        const page = loader.page(lang, `docs/${id}`, site, { headingOffset: 1, idPrefix: id });
        expect(page?.lang).toBe(lang);
        expect(page?.title).toBeTruthy();
        expect(page?.html).not.toContain('{{');
        for (const heading of page!.headings) {
          expect(ids.has(heading.id), `${lang} ${heading.id}`).toBe(false);
          ids.add(heading.id);
        }
      }
      for (const legal of ['privacy', 'terms']) {
        const page = loader.page(lang, legal, site);
        expect(page?.lang).toBe(lang);
        expect(page?.html).not.toContain('{{');
      }
    },
  );
});
