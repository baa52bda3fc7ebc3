import { LRUCache } from 'lru-cache';
import type { ReleaseNotes } from '#shared/contracts/releases.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import { escapeHtml } from '../platform/html-escape.ts';
import { markdownToSafeHtml, MarkdownTooDeepError } from '../platform/markdown.ts';

/** The notes in `language`, English when there is no translation; null without any. */
export function notesFor(notes: ReleaseNotes, language: Language): { text: string; lang: Language } | null {
  const own = notes[language];
  if (own) return { text: own, lang: language };
  const fallback = notes[DEFAULT_LANGUAGE];
  return fallback ? { text: fallback, lang: DEFAULT_LANGUAGE } : null;
}

/**
 * Notes already turned into HTML, by their Markdown: the output depends on the text alone, and
 * /orders and /changelog show the same notes on every view (a bundle owner's library lists every
 * product's releases). Bounded by characters kept.
 */
const rendered = new LRUCache<string, string>({
  maxSize: 4_000_000,
  sizeCalculation: (html, md) => html.length + md.length,
});

/**
 * Release notes (Markdown) as sanitised HTML on the shared allow-list; their headings start at
 * h3, under the version's heading, and a single line break stays one (notes are often typed a
 * line per change). Text nested too deeply for the parser is shown as it was typed.
 */
export function notesToHtml(markdown: string): string {
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = renderNotes(markdown);
    rendered.set(markdown, html);
  }
  return html;
}

function renderNotes(markdown: string): string {
  try {
    return markdownToSafeHtml(markdown, { topHeading: 3, breaks: true });
  } catch (error) {
    if (!(error instanceof MarkdownTooDeepError)) throw error;
    return `<p>${escapeHtml(markdown)}</p>`;
  }
}
