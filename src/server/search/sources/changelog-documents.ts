import { LANGUAGE_CODES } from '#shared/languages.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { changelog } from '../../releases/changelog.service.ts';
import { htmlToText, type SearchDocument } from '../search-document.ts';

/**
 * The changelog's entries as /changelog shows them (published, not withdrawn releases), one
 * document per entry and language its notes are written in, linking to the entry's anchor on
 * its page.
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
          body: [names.join(', '), ...notes.map((block) => htmlToText(block.html))].join(' '),
          url: `/changelog${page > 1 ? `?page=${page}` : ''}#${entry.anchor}`,
        });
      }
    }
  }
  return documents;
}
