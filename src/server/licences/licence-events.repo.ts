import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { licenceEvents, type LicenceEventActor, type LicenceEventType } from './licences.schema.ts';

export interface LicenceEventInput {
  licenceId: number;
  type: LicenceEventType;
  actor: LicenceEventActor;
  actorUserId?: number | null;
  machineId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
  /** When it happened; the database's `now()` unless a service with an injected clock says. */
  at?: Date;
}

/** Appends one event; call it in the transaction of the change it records, so both or neither land. */
export async function recordLicenceEvent(db: DbOrTx, event: LicenceEventInput): Promise<void> {
  await db.insert(licenceEvents).values({
    licenceId: event.licenceId,
    type: event.type,
    actor: event.actor,
    actorUserId: event.actorUserId ?? null,
    machineId: event.machineId ?? null,
    ip: event.ip ?? null,
    details: event.details ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

/** A licence's events, newest first. */
export async function listLicenceEvents(db: DbOrTx, licenceId: number, limit = 200) {
  return db
    .select()
    .from(licenceEvents)
    .where(eq(licenceEvents.licenceId, licenceId))
    .orderBy(desc(licenceEvents.createdAt), desc(licenceEvents.id))
    .limit(limit);
}

/** The owner's short history: newest first, without the daily `validated` heartbeats. */
export async function listOwnerEvents(db: DbOrTx, licenceId: number, limit: number) {
  return db
    .select()
    .from(licenceEvents)
    .where(and(eq(licenceEvents.licenceId, licenceId), ne(licenceEvents.type, 'validated')))
    .orderBy(desc(licenceEvents.createdAt), desc(licenceEvents.id))
    .limit(limit);
}

/**
 * Self-service resets an owner confirmed since `since` (the quota's window): the audit trail is
 * the one count, so an admin's reset (actor `admin`) never uses the owner's quota.
 */
export async function countOwnerResets(db: DbOrTx, licenceId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(licenceEvents)
    .where(
      and(
        eq(licenceEvents.licenceId, licenceId),
        eq(licenceEvents.type, 'reset_confirmed'),
        eq(licenceEvents.actor, 'owner'),
        gte(licenceEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
