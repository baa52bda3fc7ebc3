import { LANGUAGE_CODES } from '#shared/languages.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { changelog } from '../../releases/index.ts';
import { htmlToText, type SearchDocument } from '../search-document.ts';

/**
 * The changelog's entries as /changelog shows them (published, not withdrawn releases), one
 * document per entry and language its notes are written in, linking to the entry's anchor on
 * its page. Its title lists the products, but only the version ranks as a title: a search for a
 * product's name finds the product first, then the entries that name it.
 */
export async function loadChangelogDocuments(db: DbOrTx): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const language of LANGUAGE_CODES) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await changelog(db, page, language);
      pages = answer.pagination.totalPages;
      for (const entry of answer.entries) {
        const notes = entry.notes.filter((block) => block.lang === language);
        if (language !== 'en' && !notes.length) continue;
        const names = entry.indicators.map((indicator) => indicator.name);
        documents.push({
          kind: 'changelog',
          sourceId: entry.anchor,
          language,
          title: `${entry.version} · ${names.slice(0, 3).join(', ')}${names.length > 3 ? ' …' : ''}`,
          // The entry is about its version; the product names it lists rank as
          // its summary, so the product itself (its name is its title) comes first.
          rankedTitle: entry.version,
          summary: names.join(', '),
          body: notes.map((block) => htmlToText(block.html)).join(' '),
          url: `/changelog${page > 1 ? `?page=${page}` : ''}#${entry.anchor}`,
        });
      }
    }
  }
  return documents;
}
