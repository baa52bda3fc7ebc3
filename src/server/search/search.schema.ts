import { customType, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site-wide search index: one row per searchable text in
 * one language, rebuilt from its sources (search-index.ts). `search_vector` is built with the
 * row's language configuration (`search-config.ts`); Chinese rows hold bigrams of the text, so a
 * word is found inside an unspaced sentence.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial().primaryKey(),
    /** indicator | post | docs | tutorial | changelog | suggestion */
    kind: text().notNull(),
    /** The source's own id (an indicator id, a post id, a docs section's anchor…). */
    sourceId: text().notNull(),
    language: text().notNull(),
    title: text().notNull(),
    /** A lead (a post's excerpt), weight B between the title (A) and the body (D); may be empty. */
    summary: text().notNull().default(''),
    /** Plain text: what snippets are cut from (after the summary). */
    body: text().notNull(),
    /** Where a result leads, with the anchor (`/docs#activation`). */
    url: text().notNull(),
    /** A scheduled post: found only from this time on. Null: visible now. */
    visibleFrom: timestamp({ withTimezone: true }),
    searchVector: tsvector().notNull(),
  },
  (t) => [
    index('search_documents_vector_idx').using('gin', t.searchVector),
    index('search_documents_source_idx').on(t.kind, t.sourceId),
  ],
);
