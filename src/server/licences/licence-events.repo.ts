import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { preparedPerDatabase } from '../platform/prepared.ts';
import { licenceWebhook } from '../webhooks/index.ts';
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
  await licenceWebhook(db, event);
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
 * What uses the owner's self-service quota: a confirmed reset from the web, or a licence moved
 * from inside the platform with an e-mailed code.
 */
const QUOTA_EVENT_TYPES: LicenceEventType[] = ['reset_confirmed', 'transfer_confirmed'];

/**
 * Self-service resets and moves an owner confirmed since `since` (the quota's window): the audit
 * trail is the one count, so an admin's reset (actor `admin`) never uses the owner's quota.
 */
export async function countOwnerResets(db: DbOrTx, licenceId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(licenceEvents)
    .where(
      and(
        eq(licenceEvents.licenceId, licenceId),
        inArray(licenceEvents.type, QUOTA_EVENT_TYPES),
        eq(licenceEvents.actor, 'owner'),
        gte(licenceEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

const ownerResetCounts = preparedPerDatabase((db) =>
  db
    .select({
      licenceId: licenceEvents.licenceId,
      sinceWindow: count(),
      sinceRecent:
        sql<number>`count(*) filter (where ${licenceEvents.createdAt} >= ${sql.placeholder('recentSince')})`.mapWith(
          Number,
        ),
    })
    .from(licenceEvents)
    .where(
      and(
        sql`${licenceEvents.licenceId} = any(${sql.placeholder('licenceIds')})`,
        inArray(licenceEvents.type, QUOTA_EVENT_TYPES),
        eq(licenceEvents.actor, 'owner'),
        gte(licenceEvents.createdAt, sql.placeholder('windowSince')),
      ),
    )
    .groupBy(licenceEvents.licenceId)
    .prepare('owner_reset_counts'),
);

/**
 * `countOwnerResets` for many licences and two starts at once (one grouped count): per licence,
 * the owner's confirmed resets since `windowSince` and, of those, since `recentSince` (a later
 * time). A licence without any is absent from the map.
 */
export async function countOwnerResetsOf(
  db: DbOrTx,
  licenceIds: number[],
  since: { windowSince: Date; recentSince: Date },
): Promise<Map<number, { sinceWindow: number; sinceRecent: number }>> {
  if (licenceIds.length === 0) return new Map();
  const rows = await ownerResetCounts(db).execute({
    licenceIds,
    windowSince: since.windowSince.toISOString(),
    recentSince: since.recentSince.toISOString(),
  });
  return new Map(rows.map((row) => [row.licenceId, row]));
}
