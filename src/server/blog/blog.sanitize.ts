import sanitizeHtml from 'sanitize-html';
import { CONTENT_TOO_DEEP } from '#shared/contracts/blog.constants.ts';
import { appError } from '../error-catalogue.ts';
import { markdownToSafeHtml, MarkdownTooDeepError, sanitizeRichHtml } from '../platform/markdown.ts';
import { withHeadingIds } from './blog-headings.ts';

/**
 * Post HTML on the shared allow-list (platform/markdown.ts). The post title is the page's h1, so
 * a heading 1 in the body becomes a heading 2. Used on save and again on render.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeRichHtml(html, { topHeading: 2 });
}

/**
 * Markdown or HTML from the editor → sanitised HTML for storage. Text nested too deeply for the
 * parser is the editor's text being unusable, a 400 with words, not a crash.
 */
export function renderPostContent(format: 'markdown' | 'html', source: string): string {
  try {
    return format === 'markdown' ? markdownToSafeHtml(source, { topHeading: 2 }) : sanitizePostHtml(source);
  } catch (error) {
    if (error instanceof MarkdownTooDeepError || error instanceof RangeError)
      throw appError('blog_content_too_deep', { details: { content: CONTENT_TOO_DEEP } });
    throw error;
  }
}

/** Plain text of sanitised HTML (reading time, RSS descriptions). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read, at least 1. CJK text has no spaces, so each ideograph counts as a word. */
export function readingTimeMinutes(html: string): number {
  const text = htmlToText(html);
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff]/g) ?? []).length;
  const words = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round((words + cjk) / WORDS_PER_MINUTE));
}

/**
 * Sanitising on every read costs CPU on the hottest endpoint, so results are memoised per post
 * version (id + updatedAt). A cache, not state: losing it only costs a re-sanitise.
 */
const renderCache = new Map<string, { html: string; minutes: number }>();
const CACHE_MAX = 500;

export function safeContent(id: number, updatedAt: Date, stored: string): { html: string; minutes: number } {
  const key = `${id}:${updatedAt.getTime()}:${stored.length}`;
  const hit = renderCache.get(key);
  if (hit) {
    // Recently used entries move to the end, so the oldest is evicted first.
    renderCache.delete(key);
    renderCache.set(key, hit);
    return hit;
  }
  // Sections get their anchors on the way out: the stored HTML stays as saved.
  const { html } = withHeadingIds(sanitizePostHtml(stored));
  const value = { html, minutes: readingTimeMinutes(html) };
  renderCache.set(key, value);
  if (renderCache.size > CACHE_MAX) renderCache.delete(renderCache.keys().next().value!);
  return value;
}
