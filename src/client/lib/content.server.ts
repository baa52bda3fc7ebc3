import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Marked, Renderer, type Tokens } from 'marked';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import type { SiteSettings } from '#shared/site.ts';

/**
 * Long texts (docs, privacy, terms) are Markdown files in `content/<lang>/`, written by us and
 * therefore trusted. They are rendered here on the server, so pages ship finished HTML and the
 * browser never loads a Markdown parser.
 */

export interface ContentHeading {
  id: string;
  text: string;
  /** Heading level as rendered (after `headingOffset`). */
  depth: number;
}

export interface ContentPage {
  title: string;
  html: string;
  headings: ContentHeading[];
  /** The language the text is really in (English when the visitor's language has no file). */
  lang: Language;
}

export interface RenderOptions {
  /** Shifts heading levels, e.g. 1 turns a file's `# Title` into `<h2>` inside a bigger page. */
  headingOffset?: number;
  /** The first heading gets exactly this id and later ones are prefixed with it (unique on a page of many files). */
  idPrefix?: string;
}

type Placeholders = Pick<SiteSettings, 'siteName' | 'supportEmail' | 'platformName' | 'platformMinVersion'>;

// Paths come from our route modules, never from the URL; the check keeps it that way if that changes.
const SAFE_PATH = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const htmlToText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);

/** A readable, URL-safe id for any script: letters and digits of every language survive (中文 headings too). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

function placeholderValues(site: Placeholders): Record<string, string> {
  return {
    siteName: site.siteName,
    supportEmail: site.supportEmail,
    platform: site.platformName,
    minVersion: site.platformMinVersion,
  };
}

function substitute(text: string, values: Record<string, string>, escape: boolean): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return escape ? escapeHtml(value) : value;
  });
}

/** Renders one Markdown text. Exported for tests; pages use `createContentLoader`. */
export function renderMarkdown(
  markdown: string,
  site: Placeholders,
  options: RenderOptions = {},
): Omit<ContentPage, 'lang'> {
  const values = placeholderValues(site);
  const offset = options.headingOffset ?? 0;
  const headings: ContentHeading[] = [];
  const used = new Set<string>();
  let title = '';
  const base = new Renderer();

  const uniqueId = (slug: string) => {
    let id = slug;
    for (let n = 2; used.has(id); n++) id = `${slug}-${n}`;
    used.add(id);
    return id;
  };

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: Renderer, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = substitute(htmlToText(inner), values, false);
        const depth = Math.min(6, token.depth + offset);
        let id: string;
        if (!headings.length && options.idPrefix) id = uniqueId(options.idPrefix);
        else {
          const slug = slugify(text) || `section-${headings.length + 1}`;
          id = uniqueId(options.idPrefix ? `${options.idPrefix}-${slug}` : slug);
        }
        if (token.depth === 1 && !title) title = text;
        headings.push({ id, text, depth });
        return `<h${depth} id="${escapeHtml(id)}">${inner}</h${depth}>\n`;
      },
      // Wide tables and code blocks scroll sideways on phones; tabindex lets keyboard users scroll them too.
      table(this: Renderer, token: Tokens.Table) {
        return base.table.call(this, token).replace('<table>', '<table tabindex="0">');
      },
      code(this: Renderer, token: Tokens.Code) {
        return base.code.call(this, token).replace('<pre>', '<pre tabindex="0">');
      },
    },
  });

  const rendered = marked.parse(markdown, { async: false });
  // Placeholders are replaced after rendering, as escaped HTML: a value can never inject markup.
  return { title, html: substitute(rendered, values, true), headings };
}

export interface ContentLoader {
  /** `content/<lang>/<path>.md`, falling back to English; null when neither exists. */
  page(lang: Language, path: string, site: Placeholders, options?: RenderOptions): ContentPage | null;
}

export function createContentLoader(root = resolve(process.cwd(), 'content')): ContentLoader {
  // Parsed files stay in memory per language; the file's mtime is part of the key so edits show at once.
  const cache = new Map<string, ContentPage>();

  return {
    page(lang, path, site, options = {}) {
      if (!SAFE_PATH.test(path)) throw new Error(`Invalid content path: ${path}`);
      for (const candidate of lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE]) {
        const file = join(root, candidate, `${path}.md`);
        let mtime: number;
        try {
          mtime = statSync(file).mtimeMs;
        } catch {
          continue;
        }
        const key = JSON.stringify([file, mtime, options, placeholderValues(site)]);
        const hit = cache.get(key);
        if (hit) return hit;
        const page: ContentPage = { ...renderMarkdown(readFileSync(file, 'utf8'), site, options), lang: candidate };
        cache.set(key, page);
        return page;
      }
      return null;
    },
  };
}

let shared: ContentLoader | undefined;

/** The process-wide loader over `<cwd>/content`. */
export function loadContent(
  lang: Language,
  path: string,
  site: Placeholders,
  options?: RenderOptions,
): ContentPage | null {
  shared ??= createContentLoader();
  return shared.page(lang, path, site, options);
}
