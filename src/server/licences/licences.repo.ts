import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { preparedPerDatabase } from '../platform/prepared.ts';
import { indicators, licenceActivations, licences } from '../store/store.schema.ts';

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
  /** Offline grace of a signed answer, in days (issue 32). */
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
