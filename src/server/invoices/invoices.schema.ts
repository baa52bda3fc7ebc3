import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The numbered document series: invoices for completed orders, credit notes for refunds. */
export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/**
 * One row per series and year holding the last number issued. A number is taken by an
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` on this row inside the transaction that issues the
 * document: the row stays locked until that transaction ends, so concurrent issues queue, and a
 * rollback gives the number back. No sequence: sequences are not transactional and leave gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text({ enum: DOCUMENT_SERIES }).notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
