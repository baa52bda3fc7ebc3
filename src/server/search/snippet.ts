import { escapeHtml } from '../platform/html-escape.ts';

const SNIPPET_CHARS = 180;
const BEFORE_MATCH = 60;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for the matched words: for a stemmed language a word starting with one of the query's
 * lexemes (`handelsvolum` marks "Handelsvolumen"); for Chinese the query's words anywhere.
 */
export function matchPattern(needles: string[], mode: 'word-prefix' | 'substring'): RegExp | null {
  const unique = [...new Set(needles.map((n) => n.toLowerCase()).filter((n) => n.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (!unique.length) return null;
  const alternatives = unique.map(escapeRegExp).join('|');
  return mode === 'substring'
    ? new RegExp(`(?:${alternatives})`, 'giu')
    : new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})[\\p{L}\\p{N}]*`, 'giu');
}

/** Cuts `text` around its first match (at word boundaries where there are spaces). */
function cut(text: string, pattern: RegExp | null): string {
  if (text.length <= SNIPPET_CHARS) return text;
  if (pattern) pattern.lastIndex = 0;
  const first = pattern?.exec(text)?.index ?? 0;
  let start = Math.max(0, first - BEFORE_MATCH);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}

/**
 * HTML for a result: the text is escaped first, piece by piece, and `<mark>` around the matched
 * words is the only markup added, so a `<script>` typed into a post shows as text.
 */
export function highlight(text: string, pattern: RegExp | null): string {
  if (!pattern) return escapeHtml(text);
  let html = '';
  let last = 0;
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

export function snippetOf(body: string, pattern: RegExp | null): string {
  return highlight(cut(body, pattern), pattern);
}
