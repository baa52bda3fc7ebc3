import { eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { licenceSigningKeys } from './licences.schema.ts';

export type SigningKeyRow = typeof licenceSigningKeys.$inferSelect;

export async function findActiveSigningKey(db: DbOrTx): Promise<SigningKeyRow | undefined> {
  const [row] = await db.select().from(licenceSigningKeys).where(isNull(licenceSigningKeys.retiredAt));
  return row;
}

export async function findSigningKey(db: DbOrTx, id: string): Promise<SigningKeyRow | undefined> {
  const [row] = await db.select().from(licenceSigningKeys).where(eq(licenceSigningKeys.id, id));
  return row;
}

/**
 * Inserts a new active key unless another one is active (the unique index on the active row):
 * of two instances starting at once on an empty table, one inserts and the other gets nothing.
 */
export async function insertActiveSigningKeyIfNone(
  db: DbOrTx,
  values: { id: string; publicKey: string; privateKeyEncrypted: string },
): Promise<boolean> {
  const rows = await db
    .insert(licenceSigningKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: licenceSigningKeys.id });
  return rows.length > 0;
}

/** Retires the active key (rotation); its public key stays readable by id. */
export async function retireActiveSigningKey(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .update(licenceSigningKeys)
    .set({ retiredAt: sql`now()` })
    .where(isNull(licenceSigningKeys.retiredAt))
    .returning({ id: licenceSigningKeys.id });
  return row?.id;
}

export async function listSigningKeys(db: DbOrTx): Promise<SigningKeyRow[]> {
  return db.select().from(licenceSigningKeys).orderBy(licenceSigningKeys.createdAt);
}
