import { desc, eq } from 'drizzle-orm';
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
