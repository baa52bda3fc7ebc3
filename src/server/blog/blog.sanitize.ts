import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { isSafeImageUrl } from '#shared/contracts/image-url.ts';
import { CONTENT_TOO_DEEP } from '#shared/contracts/blog.constants.ts';
import { AppError } from '../platform/errors.ts';

/**
 * The allow-list for post HTML (DESIGN "Security rules"): formatting, links, images and tables.
 * No scripts, event handlers, styles, forms, frames, SVG/MathML or `javascript:`/`data:` URLs
 * survive, whatever the editor pasted. Used on save and again on render.
 */
// Stricter than "no bad scheme": only absolute web/mail URLs, site paths and fragments pass, so
// odd relative forms (backticks, entity tricks) never reach a browser's URL parser.
// `/\host` is another host to a browser, like `//host`.
const SAFE_HREF = /^(https?:\/\/[^\s/]|mailto:[^\s]|\/(?![/\\])|#)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'kbd',
    'samp',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'abbr',
    'q',
    'cite',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  // Code blocks keep their language class (`language-csharp`) and nothing else.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The post title is the page's h1, so a heading 1 in the body becomes a heading 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const attrs: sanitizeHtml.Attributes = { ...attribs };
      delete attrs.target;
      delete attrs.rel;
      if (attrs.href !== undefined && !SAFE_HREF.test(attrs.href)) delete attrs.href;
      // Outside links open in place, carry no referrer and pass no ranking.
      if (external) attrs.rel = 'nofollow noopener noreferrer';
      return { tagName, attribs: attrs };
    },
    img: (tagName, attribs) => {
      const attrs: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy', decoding: 'async' };
      if (!isSafeImageUrl(attrs.src ?? '')) delete attrs.src;
      return { tagName, attribs: attrs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Quotes and lists opened on one line (`> > - 1.`); no article needs more than a handful. */
const MARKDOWN_MAX_DEPTH = 50;

function markdownLineDepth(line: string): number {
  let depth = 0;
  let i = 0;
  while (i < line.length && depth <= MARKDOWN_MAX_DEPTH) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') i++;
    else if (c === '>') {
      depth++;
      i++;
    } else if ((c === '-' || c === '*' || c === '+') && /[ \t]/.test(line[i + 1] ?? '')) {
      depth++;
      i += 2;
    } else {
      const ordered = /^\d{1,9}[.)][ \t]/.exec(line.slice(i, i + 12));
      if (!ordered) break;
      depth++;
      i += ordered[0].length;
    }
  }
  return depth;
}

/**
 * Markdown or HTML from the editor → sanitised HTML for storage. The Markdown parser recurses
 * once per level of quotes or lists, so thousands of `>` overflow the stack: that is the
 * editor's text being unusable, a 400 with words, not a crash.
 */
export function renderPostContent(format: 'markdown' | 'html', source: string): string {
  // Refused before parsing: the parser spends seconds of CPU on such text before it overflows.
  if (format === 'markdown' && source.split('\n').some((line) => markdownLineDepth(line) > MARKDOWN_MAX_DEPTH)) {
    throw new AppError('bad_request', CONTENT_TOO_DEEP, { content: CONTENT_TOO_DEEP }, 'blog_content_too_deep');
  }
  try {
    const html = format === 'markdown' ? (marked.parse(source, { async: false, gfm: true }) as string) : source;
    return sanitizePostHtml(html);
  } catch (error) {
    if (error instanceof RangeError)
      throw new AppError('bad_request', CONTENT_TOO_DEEP, { content: CONTENT_TOO_DEEP }, 'blog_content_too_deep');
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
  const html = sanitizePostHtml(stored);
  const value = { html, minutes: readingTimeMinutes(html) };
  renderCache.set(key, value);
  if (renderCache.size > CACHE_MAX) renderCache.delete(renderCache.keys().next().value!);
  return value;
}
