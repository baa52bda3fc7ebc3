import { Parser } from 'htmlparser2';

/**
 * The sentences a reader meets in a server-rendered page's `<main>`, for the no-English-left check
 *. Text is cut into blocks at every element boundary except inline phrasing, and each
 * block into sentences at `.`, `!`, `?` and their CJK forms. Left out: scripts and styles, `<code>`,
 * `<kbd>` and `<samp>` (code and menu paths), the `hidden` subtrees a reader never sees, and, when
 * `skipEnglishBlocks` is set, every element marked `lang="en"` (a declared English fallback), and
 * with `pageLanguage`, every element marked with another language than the page's (the admin's
 * category names in all six languages).
 */
export function mainSentences(html: string, options: { skipEnglishBlocks: boolean; pageLanguage?: string }): string[] {
  const blocks: string[] = [];
  const stack: Array<{ name: string; skipped: boolean }> = [];
  let current = '';
  let inMain = 0;
  const skipping = () => stack.some((element) => element.skipped);
  const endBlock = () => {
    if (current.trim()) blocks.push(current);
    current = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'main') inMain++;
        const skipped =
          SKIPPED_ELEMENTS.has(name) ||
          'hidden' in attributes ||
          // A name, an e-mail address or a key: HTML's own mark for text no translation changes.
          attributes.translate === 'no' ||
          (options.skipEnglishBlocks && /^en(-|$)/i.test(attributes.lang ?? '')) ||
          (options.pageLanguage !== undefined &&
            attributes.lang !== undefined &&
            attributes.lang.toLowerCase() !== options.pageLanguage.toLowerCase());
        if (!INLINE_ELEMENTS.has(name)) endBlock();
        if (!VOID_ELEMENTS.has(name)) stack.push({ name, skipped });
      },
      ontext(text) {
        if (inMain > 0 && !skipping()) current += text;
      },
      onclosetag(name) {
        if (VOID_ELEMENTS.has(name)) return;
        stack.pop();
        if (!INLINE_ELEMENTS.has(name)) endBlock();
        if (name === 'main') inMain--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endBlock();

  return blocks.flatMap((block) =>
    block
      .replace(/\s+/g, ' ')
      .split(/(?<=[.!?])\s+|(?<=[。！？])/)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  );
}

/** Phrasing elements that sit inside a sentence rather than between sentences. */
const INLINE_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'data',
  'dfn',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'code',
  'kbd',
  'samp',
  'var',
]);
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'svg', 'code', 'kbd', 'samp']);
const VOID_ELEMENTS = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
