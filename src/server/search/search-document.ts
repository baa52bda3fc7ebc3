import type { SearchKind } from '#shared/contracts/search.constants.ts';
import type { Language } from '#shared/languages.ts';

/** One searchable text in one language, as a source hands it to the index. */
export interface SearchDocument {
  kind: SearchKind;
  sourceId: string;
  language: Language;
  title: string;
  /**
   * The words ranked as the title (weight A) when the shown title is not what the text is about:
   * a changelog entry's title lists product names, so only its version is ranked as a title (the
   * names are its summary). Left out, the title.
   */
  rankedTitle?: string;
  /**
   * A lead (a post's excerpt), plain text: ranked between the title and the body, and shown before
   * the body in snippets.
   */
  summary?: string;
  /** Plain text (no markup): snippets are cut from it and escaped when shown. */
  body: string;
  url: string;
  /** A scheduled post: searchable from this time on. */
  visibleFrom?: Date | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of trusted or sanitised HTML: tags dropped (blocks become spaces), entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity[0] === '#') {
        const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
