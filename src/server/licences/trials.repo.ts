import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { indicators, licenceActivations } from '../store/store.schema.ts';
import { licenceTrials } from './trials.schema.ts';

// Trials. Ownership is in the query: a user only ever reads their own trials.

export type TrialRow = typeof licenceTrials.$inferSelect;

/** A trial's key with its product (the bundle's covers every indicator); undefined when none has it. */
export async function findTrialByKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      id: licenceTrials.id,
      key: licenceTrials.key,
      indicatorId: licenceTrials.indicatorId,
      machineId: licenceTrials.machineId,
      endsAt: licenceTrials.endsAt,
      indicator: indicators.name,
      kind: indicators.kind,
    })
    .from(licenceTrials)
    .innerJoin(indicators, eq(indicators.id, licenceTrials.indicatorId))
    .where(eq(licenceTrials.key, key));
  return row;
}

/**
 * Starts a trial unless this product already had one on this machine or for this account: the
 * unique indexes decide, so of any number of concurrent starts exactly one inserts. Undefined
 * when nothing was inserted.
 */
export async function insertTrial(db: DbOrTx, values: typeof licenceTrials.$inferInsert) {
  const [row] = await db.insert(licenceTrials).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether a trial of this product exists for this machine or this account (why an insert did nothing). */
export async function trialTaken(db: DbOrTx, indicatorId: number, machineId: string, userId: number | null) {
  const byMachine = await db
    .select({ id: licenceTrials.id })
    .from(licenceTrials)
    .where(and(eq(licenceTrials.indicatorId, indicatorId), eq(licenceTrials.machineId, machineId)));
  if (byMachine.length > 0 || userId === null) return byMachine.length > 0;
  const byUser = await db
    .select({ id: licenceTrials.id })
    .from(licenceTrials)
    .where(and(eq(licenceTrials.indicatorId, indicatorId), eq(licenceTrials.userId, userId)));
  return byUser.length > 0;
}

/** The user's trials not bought yet, oldest first, with their product. */
export async function openTrialsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: licenceTrials.id,
      key: licenceTrials.key,
      indicatorId: licenceTrials.indicatorId,
      name: indicators.name,
      imageUrl: indicators.imageUrl,
      kind: indicators.kind,
      machineId: licenceTrials.machineId,
      machineName: licenceTrials.machineName,
      startedAt: licenceTrials.startedAt,
      endsAt: licenceTrials.endsAt,
    })
    .from(licenceTrials)
    .innerJoin(indicators, eq(indicators.id, licenceTrials.indicatorId))
    .where(and(eq(licenceTrials.userId, userId), isNull(licenceTrials.convertedLicenceId)))
    .orderBy(asc(licenceTrials.startedAt), asc(licenceTrials.id));
}

/** The user's open trial of this product, locked until the transaction ends (a purchase converts it once). */
export async function lockOpenTrial(db: DbOrTx, userId: number, indicatorId: number) {
  const [row] = await db
    .select()
    .from(licenceTrials)
    .where(
      and(
        eq(licenceTrials.userId, userId),
        eq(licenceTrials.indicatorId, indicatorId),
        isNull(licenceTrials.convertedLicenceId),
      ),
    )
    .for('update');
  return row;
}

export async function markConverted(db: DbOrTx, trialId: number, licenceId: number) {
  await db.update(licenceTrials).set({ convertedLicenceId: licenceId }).where(eq(licenceTrials.id, trialId));
}

/** The trial's machine, activated on the licence bought from it (it keeps its slot). */
export async function activateTrialMachine(
  db: DbOrTx,
  values: { licenceId: number; machineId: string; machineName: string | null; at: Date },
) {
  await db
    .insert(licenceActivations)
    .values({
      licenceId: values.licenceId,
      machineId: values.machineId,
      machineName: values.machineName,
      activatedAt: values.at,
      lastSeenAt: values.at,
    })
    .onConflictDoNothing();
}
