import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { taxRates } from './tax.schema.ts';

export type TaxRateRow = typeof taxRates.$inferSelect;

export async function listTaxRates(db: DbOrTx, limit: number): Promise<TaxRateRow[]> {
  return db.select().from(taxRates).orderBy(asc(taxRates.country)).limit(limit);
}

export async function findTaxRate(db: DbOrTx, country: string): Promise<TaxRateRow | undefined> {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.country, country));
  return row;
}

/** Creates the country's row or replaces its rate. */
export async function upsertTaxRate(db: DbOrTx, country: string, rateBp: number): Promise<TaxRateRow> {
  const now = new Date();
  const [row] = await db
    .insert(taxRates)
    .values({ country, rateBp, updatedAt: now })
    .onConflictDoUpdate({ target: taxRates.country, set: { rateBp, updatedAt: now } })
    .returning();
  return row!;
}

/** True when a row was deleted. */
export async function deleteTaxRate(db: DbOrTx, country: string): Promise<boolean> {
  const rows = await db.delete(taxRates).where(eq(taxRates.country, country)).returning({ country: taxRates.country });
  return rows.length > 0;
}
