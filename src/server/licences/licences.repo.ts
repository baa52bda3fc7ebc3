import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { preparedPerDatabase } from '../platform/prepared.ts';
import { indicators, licenceActivations, licences } from '../store/store.schema.ts';
import { licenceResetTokens } from './licences.schema.ts';

const licenceColumns = {
  id: licences.id,
  key: licences.key,
  userId: licences.userId,
  machineLimit: licences.machineLimit,
  status: licences.status,
  indicatorId: licences.indicatorId,
  indicator: indicators.name,
  /** A `bundle` licence covers every indicator. */
  kind: indicators.kind,
  updatesUntil: licences.updatesUntil,
  /** Offline grace of a signed answer, in days. */
  leaseDays: indicators.leaseDays,
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

const checkStatement = preparedPerDatabase((db) =>
  db
    .select({
      ...licenceColumns,
      activationId: licenceActivations.id,
      lastSeenAt: licenceActivations.lastSeenAt,
      activations:
        sql<number>`(select count(*)::int from ${licenceActivations} c where c.licence_id = ${licences.id})`.mapWith(
          Number,
        ),
      /** Machines of the licence activated before this one (null when not activated). */
      activatedBefore: sql<number | null>`(select count(*)::int from ${licenceActivations} e
        where e.licence_id = ${licences.id} and (e.activated_at, e.id) < (${licenceActivations.activatedAt}, ${licenceActivations.id}))`.mapWith(
        Number,
      ),
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .leftJoin(
      licenceActivations,
      and(
        eq(licenceActivations.licenceId, licences.id),
        eq(licenceActivations.machineId, sql.placeholder('machineId')),
      ),
    )
    .where(eq(licences.key, sql.placeholder('key')))
    .prepare('licence_check'),
);

/**
 * Validate's one statement: the licence of a key with its product, this machine's activation (if
 * any), how many machines were activated before it, and the number of machines activated. Undefined for an unknown key. Prepared once per
 * database (a named statement on PostgreSQL: parsed and planned once per connection).
 */
export async function findForCheck(db: DbOrTx, key: string, machineId: string) {
  const [row] = await checkStatement(db).execute({ key, machineId });
  return row;
}

/**
 * The add-on checked in (validate). The first check-in of a UTC day also leaves a `validated`
 * event, once even when several arrive together (the update's own condition decides).
 */
export async function recordHeartbeat(
  db: DbOrTx,
  activation: { id: number; lastSeenAt: Date },
  ip: string | null,
  leaseUntil: string | null = null,
): Promise<void> {
  const startOfDay = new Date();
  startOfDay.setUTCHours(0, 0, 0, 0);
  if (activation.lastSeenAt >= startOfDay) {
    await touchActivation(db, activation.id, null);
    return;
  }
  await db.execute(sql`
    with touched as (
      update licence_activations set last_seen_at = now()
      where id = ${activation.id} and last_seen_at < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
      returning licence_id, machine_id
    )
    insert into licence_events (licence_id, type, actor, machine_id, ip, details)
    select licence_id, 'validated', 'addon', machine_id, ${ip},
      ${leaseUntil === null ? null : JSON.stringify({ leaseUntil })}::jsonb from touched`);
}

/** Inserts a licence unless the key is taken (astronomically unlikely); returns undefined then. */
export async function insertLicence(db: DbOrTx, values: typeof licences.$inferInsert) {
  const [row] = await db.insert(licences).values(values).onConflictDoNothing({ target: licences.key }).returning();
  return row;
}

/** Sets these licences' status, but never brings back a revoked one; returns the ids it changed. */
export async function setLicenceStatus(
  db: DbOrTx,
  licenceIds: number[],
  status: 'active' | 'suspended' | 'revoked',
  from: Array<'active' | 'suspended'>,
): Promise<number[]> {
  if (licenceIds.length === 0) return [];
  const rows = await db
    .update(licences)
    .set({ status, ...(status === 'revoked' ? { revokedAt: sql`now()` } : {}) })
    .where(and(inArray(licences.id, licenceIds), inArray(licences.status, from), ne(licences.status, 'revoked')))
    .returning({ id: licences.id });
  return rows.map((r) => r.id);
}

/** A renewal moved the licence's updates window, or a refund of the renewal moved it back. */
export async function setUpdatesUntil(db: DbOrTx, licenceId: number, updatesUntil: Date) {
  await db.update(licences).set({ updatesUntil }).where(eq(licences.id, licenceId));
}

/** Account deletion: the e-mailed links to free a licence's machines go. */
export async function deleteResetTokensOf(db: DbOrTx, userId: number) {
  await db.delete(licenceResetTokens).where(eq(licenceResetTokens.userId, userId));
}

/** Account deletion: the licences stay valid; only the machine names the customer typed go. */
export async function blankMachineNamesOf(db: DbOrTx, userId: number) {
  await db
    .update(licenceActivations)
    .set({ machineName: null })
    .where(
      inArray(
        licenceActivations.licenceId,
        db.select({ id: licences.id }).from(licences).where(eq(licences.userId, userId)),
      ),
    );
}

/** The customer import: keys as they were in the old store, in one statement; ids in the order given. */
export async function insertLicences(db: DbOrTx, rows: Array<typeof licences.$inferInsert>) {
  return db.insert(licences).values(rows).returning({ id: licences.id });
}

/** The customer import: a known key takes the old store's machine limit and status. */
export async function updateLicenceByKey(
  db: DbOrTx,
  key: string,
  values: { machineLimit: number; status: 'active' | 'revoked' | 'suspended' },
) {
  await db
    .update(licences)
    .set({
      ...values,
      revokedAt: values.status === 'revoked' ? sql`coalesce(${licences.revokedAt}, now())` : null,
    })
    .where(eq(licences.key, key));
}

/** The customer import: the machines the old store had activated. */
export async function insertActivations(db: DbOrTx, rows: Array<typeof licenceActivations.$inferInsert>) {
  return db.insert(licenceActivations).values(rows).returning({ id: licenceActivations.id });
}

/** A failed import's machines and keys go. */
export async function deleteImportedLicences(db: DbOrTx, ids: { machines: SQL; licences: SQL }) {
  await db.execute(sql`delete from licence_activations where id in ${ids.machines}`);
  await db.execute(sql`delete from licences where id in ${ids.licences}`);
}
