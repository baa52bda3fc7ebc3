import { BLOG_TOC_MIN_HEADINGS, type BlogTocEntry } from '#shared/contracts/blog.constants.ts';

// A post's sections get anchors and, from three headings on, a table of contents.
// Post HTML is sanitised first (only `id` survives on a heading, see platform/markdown.ts), so the
// headings here are plain `<h2>`…`<h3>` tags whose attributes are replaced.

const HEADING = /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a heading's sanitised HTML: tags dropped, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity[0] !== '#') return ENTITIES[entity.toLowerCase()] ?? match;
      const code = /^#x/i.test(entity) ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A heading's anchor: its words in lower case, accents dropped, joined by hyphens; letters of any
 * script stay (`交易时段`), so the anchor is the same on every render of the same text.
 */
export function headingSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'section'
  );
}

/**
 * Gives every h2 and h3 an id from its text, unique within the post (a repeated "Example" becomes
 * `example`, `example-2`), replacing any id it had; the outline lists them in order.
 */
export function withHeadingIds(html: string): { html: string; headings: BlogTocEntry[] } {
  const taken = new Set<string>();
  const headings: BlogTocEntry[] = [];
  const out = html.replace(HEADING, (_match, level: string, _attributes, inner: string) => {
    const text = textOf(inner);
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    headings.push({ id, text, level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: out, headings };
}

/** The table of contents of a post's headings: none below three (a short post reads at a glance). */
export const tableOfContents = (headings: BlogTocEntry[]): BlogTocEntry[] =>
  headings.length >= BLOG_TOC_MIN_HEADINGS ? headings : [];
