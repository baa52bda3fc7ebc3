import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { isSafeImageUrl } from '#shared/contracts/image-url.ts';
import { LANGUAGE_CODES } from '#shared/languages.ts';

/**
 * Markdown and HTML that people with an admin's pen write (blog posts, release notes) made safe
 * to show (DESIGN "Security rules"): formatting, links, images and tables. No scripts, event
 * handlers, styles, forms, frames, SVG/MathML or `javascript:`/`data:` URLs survive, whatever the
 * editor pasted.
 */
// Stricter than "no bad scheme": only absolute web/mail URLs, site paths and fragments pass, so
// odd relative forms (backticks, entity tricks) never reach a browser's URL parser.
// `/\host` is another host to a browser, like `//host`.
const SAFE_HREF = /^(https?:\/\/[^\s/]|mailto:[^\s]|\/(?![/\\])|#)/i;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * A heading's anchor as the blog makes them (blog/blog-headings.ts): letters and digits of any
 * script joined by single hyphens. Anything else (spaces, quotes, `__proto__`-like or very long
 * values) is dropped, so text from an editor cannot shadow the page's own ids in odd ways.
 */
const HEADING_ID = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

export interface SafeHtmlOptions {
  /**
   * The highest heading level the text may use, below the page's own headings: a blog post's
   * title is the page's h1 (2), a release's version is an h2 (3). Higher ones are lowered to it.
   */
  topHeading: 2 | 3;
}

export interface MarkdownOptions extends SafeHtmlOptions {
  /** A single line break is a `<br>` (as GitHub comments), for short texts typed line by line. */
  breaks?: boolean;
}

function optionsFor({ topHeading }: SafeHtmlOptions): sanitizeHtml.IOptions {
  // Headings above the top level are lowered to it. A post's headings (top level 2) keep an `id` in
  // anchor form, the anchors of its table of contents; release notes, several to a page, keep none.
  const keepIds = topHeading === 2;
  const headings = Object.fromEntries(
    HEADINGS.map((tag, i) => [
      tag,
      (_tagName: string, attribs: sanitizeHtml.Attributes) => ({
        tagName: i + 1 < topHeading ? `h${topHeading}` : tag,
        attribs:
          keepIds && attribs.id && attribs.id.length <= 100 && HEADING_ID.test(attribs.id) ? { id: attribs.id } : {},
      }),
    ]),
  );
  return {
    allowedTags: [
      ...HEADINGS.slice(topHeading - 1),
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
      // A quote in another language than the text around it says so (WCAG 3.1.2): a
      // German release note quoting the add-on's English message marks it <span lang="en">.
      span: [{ name: 'lang', multiple: false, values: [...LANGUAGE_CODES] }],
      q: [{ name: 'lang', multiple: false, values: [...LANGUAGE_CODES] }],
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
    },
    // Code blocks keep their language class (`language-csharp`) and nothing else.
    allowedClasses: { code: ['language-*'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      ...headings,
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
}

const OPTIONS = { 2: optionsFor({ topHeading: 2 }), 3: optionsFor({ topHeading: 3 }) };

/** HTML from anyone → HTML on the allow-list. */
export function sanitizeRichHtml(html: string, options: SafeHtmlOptions): string {
  return sanitizeHtml(html, OPTIONS[options.topHeading]).trim();
}

/** Markdown nested deeper than anyone writes (see `markdownToSafeHtml`). */
export class MarkdownTooDeepError extends Error {
  constructor() {
    super('Markdown nested too deeply');
    this.name = 'MarkdownTooDeepError';
  }
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
 * Markdown (GitHub flavoured) → sanitised HTML. The parser recurses once per level of quotes or
 * lists, so thousands of `>` overflow the stack: such text throws `MarkdownTooDeepError` (refused
 * before parsing, since the parser spends seconds of CPU on it before it overflows).
 */
export function markdownToSafeHtml(source: string, options: MarkdownOptions): string {
  if (source.split('\n').some((line) => markdownLineDepth(line) > MARKDOWN_MAX_DEPTH)) throw new MarkdownTooDeepError();
  let html: string;
  try {
    html = marked.parse(source, { async: false, gfm: true, breaks: options.breaks ?? false }) as string;
  } catch (error) {
    if (error instanceof RangeError) throw new MarkdownTooDeepError();
    throw error;
  }
  return sanitizeRichHtml(html, options);
}
