import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { indicators, licenceActivations, licences } from '../store/store.schema.ts';

const licenceColumns = {
  id: licences.id,
  key: licences.key,
  userId: licences.userId,
  machineLimit: licences.machineLimit,
  status: licences.status,
  indicator: indicators.name,
};

/**
 * The licence for a key. `lock` takes its row lock until the transaction ends, so concurrent
 * activations of one key queue up and each counts the slots the previous one left.
 */
export async function findByKey(db: DbOrTx, key: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(licenceColumns)
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(eq(licences.key, key));
  const [row] = await (options.lock ? query.for('update', { of: licences }) : query);
  return row;
}

export async function findOwned(db: DbOrTx, licenceId: number, userId: number) {
  const [row] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(and(eq(licences.id, licenceId), eq(licences.userId, userId)));
  return row;
}

export async function findActivation(db: DbOrTx, licenceId: number, machineId: string) {
  const [row] = await db
    .select()
    .from(licenceActivations)
    .where(and(eq(licenceActivations.licenceId, licenceId), eq(licenceActivations.machineId, machineId)));
  return row;
}

export async function countActivations(db: DbOrTx, licenceId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(licenceActivations)
    .where(eq(licenceActivations.licenceId, licenceId));
  return row?.n ?? 0;
}

export async function insertActivation(
  db: DbOrTx,
  values: { licenceId: number; machineId: string; machineName: string | null },
) {
  await db.insert(licenceActivations).values(values);
}

/** The add-on checked in: remember when, and a new machine name if it sent one. */
export async function touchActivation(db: DbOrTx, id: number, machineName: string | null) {
  await db
    .update(licenceActivations)
    .set(machineName ? { lastSeenAt: sql`now()`, machineName } : { lastSeenAt: sql`now()` })
    .where(eq(licenceActivations.id, id));
}

export async function deleteActivation(db: DbOrTx, licenceId: number, machineId: string): Promise<boolean> {
  const rows = await db
    .delete(licenceActivations)
    .where(and(eq(licenceActivations.licenceId, licenceId), eq(licenceActivations.machineId, machineId)))
    .returning({ id: licenceActivations.id });
  return rows.length > 0;
}
