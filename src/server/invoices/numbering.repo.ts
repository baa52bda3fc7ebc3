import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db.ts';
import { documentCounters, type DocumentSeries } from './invoices.schema.ts';

/**
 * Takes the next number of a series and year: creates the counter at 1, or adds one to it. The
 * upsert locks the counter row until the caller's transaction ends, so a concurrent issue waits
 * and then reads the committed number; a rollback undoes the increment (no gap).
 */
export async function takeNextNumber(tx: Tx, series: DocumentSeries, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1`, updatedAt: sql`now()` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return row!.lastNumber;
}
