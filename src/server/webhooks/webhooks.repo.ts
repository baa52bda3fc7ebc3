import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { WebhookEvent } from '#shared/contracts/webhooks.constants.ts';
import type { DbOrTx } from '../platform/db.ts';
import { webhookDeliveries, webhookEvents, webhooks } from './webhooks.schema.ts';

const live = (id: number) => and(eq(webhooks.id, id), isNull(webhooks.deletedAt));

export async function insertWebhook(
  db: DbOrTx,
  row: { url: string; events: WebhookEvent[]; description: string | null; secret: string },
) {
  const [created] = await db.insert(webhooks).values(row).returning({ id: webhooks.id });
  return created!.id;
}

export const listLiveWebhooks = (db: DbOrTx) =>
  db.select().from(webhooks).where(isNull(webhooks.deletedAt)).orderBy(webhooks.id);

export async function findLiveWebhook(db: DbOrTx, id: number) {
  const [row] = await db.select().from(webhooks).where(live(id));
  return row;
}

export async function updateWebhookRow(
  db: DbOrTx,
  id: number,
  changes: Partial<{ url: string; events: WebhookEvent[]; description: string | null; secret: string }>,
) {
  const [row] = await db
    .update(webhooks)
    .set({ ...changes, updatedAt: new Date() })
    .where(live(id))
    .returning();
  return row;
}

/** Deletes softly (its deliveries stay listed) and ends its pending deliveries as failed. */
export async function deleteWebhookRow(db: DbOrTx, id: number) {
  const [row] = await db.update(webhooks).set({ deletedAt: new Date() }).where(live(id)).returning({ id: webhooks.id });
  if (!row) return false;
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: 'webhook deleted', finishedAt: new Date() })
    .where(and(eq(webhookDeliveries.webhookId, id), eq(webhookDeliveries.status, 'pending')));
  return true;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  webhookId: webhookDeliveries.webhookId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastDurationMs: webhookDeliveries.lastDurationMs,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  finishedAt: webhookDeliveries.finishedAt,
};
export type DeliveryRow = Awaited<ReturnType<typeof findDelivery>> & object;

export async function pageDeliveries(db: DbOrTx, webhookId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findDelivery(db: DbOrTx, id: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/** Queues a delivery again at once (same event, same webhook-id), with a fresh count of attempts. */
export async function requeueDelivery(db: DbOrTx, id: number) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, finishedAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        sql`exists (select 1 from ${webhooks} where ${webhooks.id} = ${webhookDeliveries.webhookId} and ${webhooks.deletedAt} is null)`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return Boolean(row);
}

/** Outbox depth and the age of its oldest due delivery, in seconds (metrics). */
export async function outboxStats(db: DbOrTx) {
  const [row] = await db
    .select({
      depth: count(),
      oldest: sql<number | null>`extract(epoch from now() - min(${webhookDeliveries.createdAt}))`.mapWith(Number),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return { depth: row?.depth ?? 0, oldestSeconds: row?.oldest ?? 0 };
}
