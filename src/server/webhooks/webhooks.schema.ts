import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEvent } from '#shared/contracts/webhooks.constants.ts';

/** A seller's receiver: its URL, the events it wants and its signing secret (`whsec_…`). */
export const webhooks = pgTable('webhooks', {
  id: serial().primaryKey(),
  url: text().notNull(),
  description: text(),
  events: text().array().$type<WebhookEvent[]>().notNull(),
  /** Encrypted with the app secret (`webhook-secrets.ts`); shown once, in plain, when made or rotated. */
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
});

/**
 * The outbox: one event, written in the transaction of the change it tells about. Its id
 * (`msg_…`) is the `webhook-id` of every attempt to every receiver.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text().primaryKey(),
    type: text().$type<WebhookEvent>().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

/** One event for one receiver, written with the event; the worker sends it until a 2xx or the last try. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    webhookId: integer()
      .notNull()
      .references(() => webhooks.id),
    eventId: text()
      .notNull()
      .references(() => webhookEvents.id),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer(),
    lastDurationMs: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_once_idx').on(t.webhookId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc()),
  ],
);
