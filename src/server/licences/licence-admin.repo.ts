import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normaliseLicenceKey } from '#shared/contracts/licences.ts';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { containsPattern } from '../platform/sql-like.ts';
import { indicators, licenceActivations, licences, orderItems } from '../store/store.schema.ts';
import { licenceEvents } from './licences.schema.ts';

// SQL for the admin's licence screens: across every customer, which the owner's queries
// (scoped to one user) never do.

/** A key (typed loosely, whole or in part), the owner's e-mail, or an order id (`123` / `#123`). */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const orderId = /^#?(\d{1,9})$/.exec(search);
  return or(
    ilike(licences.key, containsPattern(normaliseLicenceKey(search))),
    ilike(users.email, containsPattern(search)),
    orderId ? eq(orderItems.orderId, Number(orderId[1])) : undefined,
  );
}

const summaryColumns = {
  id: licences.id,
  key: licences.key,
  status: licences.status,
  machineLimit: licences.machineLimit,
  updatesUntil: licences.updatesUntil,
  createdAt: licences.createdAt,
  revokedAt: licences.revokedAt,
  product: indicators.name,
  orderId: orderItems.orderId,
  ownerId: users.id,
  ownerEmail: users.email,
  ownerName: users.displayName,
  activations: sql<number>`(select count(*)::int from ${licenceActivations} la where la.licence_id = ${licences.id})`,
};

/** Newest first, one page, with the number of matching licences. */
export async function searchLicences(db: DbOrTx, filter: { search?: string; limit: number; offset: number }) {
  const where = searchFilter(filter.search);
  const rows = await db
    .select(summaryColumns)
    .from(licences)
    .innerJoin(users, eq(users.id, licences.userId))
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .where(where)
    .orderBy(desc(licences.createdAt), desc(licences.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(licences)
    .innerJoin(users, eq(users.id, licences.userId))
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .where(where);
  return { rows, totalCount: count?.n ?? 0 };
}

export async function findLicence(db: DbOrTx, id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(licences)
    .innerJoin(users, eq(users.id, licences.userId))
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .where(eq(licences.id, id));
  return row;
}

/** Takes the licence's row lock, so admin actions and activations of one key queue up. */
export async function lockLicence(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: licences.id, status: licences.status, machineLimit: licences.machineLimit })
    .from(licences)
    .where(eq(licences.id, id))
    .for('update');
  return row;
}

export async function setStatus(db: DbOrTx, id: number, status: 'active' | 'suspended' | 'revoked') {
  await db
    .update(licences)
    .set(status === 'revoked' ? { status, revokedAt: sql`now()` } : { status })
    .where(eq(licences.id, id));
}

export async function setMachineLimit(db: DbOrTx, id: number, machineLimit: number) {
  await db.update(licences).set({ machineLimit }).where(eq(licences.id, id));
}

export async function machinesOf(db: DbOrTx, licenceId: number) {
  return db
    .select()
    .from(licenceActivations)
    .where(eq(licenceActivations.licenceId, licenceId))
    .orderBy(asc(licenceActivations.activatedAt), asc(licenceActivations.id));
}

/** Frees every machine of a licence; returns their ids. */
export async function deleteAllActivations(db: DbOrTx, licenceId: number): Promise<string[]> {
  const rows = await db
    .delete(licenceActivations)
    .where(eq(licenceActivations.licenceId, licenceId))
    .returning({ machineId: licenceActivations.machineId });
  return rows.map((r) => r.machineId);
}

/** The full audit trail, newest first, with the acting user's e-mail. */
export async function eventsWithActors(db: DbOrTx, licenceId: number, limit = 200) {
  return db
    .select({
      id: licenceEvents.id,
      type: licenceEvents.type,
      actor: licenceEvents.actor,
      actorUserId: licenceEvents.actorUserId,
      actorEmail: users.email,
      machineId: licenceEvents.machineId,
      ip: licenceEvents.ip,
      details: licenceEvents.details,
      createdAt: licenceEvents.createdAt,
    })
    .from(licenceEvents)
    .leftJoin(users, eq(users.id, licenceEvents.actorUserId))
    .where(eq(licenceEvents.licenceId, licenceId))
    .orderBy(desc(licenceEvents.createdAt), desc(licenceEvents.id))
    .limit(limit);
}
