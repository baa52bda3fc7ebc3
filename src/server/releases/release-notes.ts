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
 * Release notes (Markdown) as sanitised HTML on the shared allow-list; their headings start at
 * h3, under the version's heading, and a single line break stays one (notes are often typed a
 * line per change). Text nested too deeply for the parser is shown as it was typed.
 */
export function notesToHtml(markdown: string): string {
  try {
    return markdownToSafeHtml(markdown, { topHeading: 3, breaks: true });
  } catch (error) {
    if (!(error instanceof MarkdownTooDeepError)) throw error;
    return `<p>${escapeHtml(markdown)}</p>`;
  }
}
