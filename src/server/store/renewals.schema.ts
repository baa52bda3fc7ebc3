import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { licences, orderItems } from './store.schema.ts';

/**
 * Each paid renewal of a licence's updates window, one row per renewal order line (the
 * unique index makes a replayed completion extend once). `previousUntil` → `newUntil` is the
 * extension; a refund of the line takes that length back off the licence and sets `revertedAt`.
 */
export const licenceRenewals = pgTable(
  'licence_renewals',
  {
    id: serial().primaryKey(),
    licenceId: integer()
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    previousUntil: timestamp({ withTimezone: true }).notNull(),
    newUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revertedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('licence_renewals_order_item_unique').on(t.orderItemId),
    index('licence_renewals_licence_idx').on(t.licenceId),
  ],
);

/**
 * The reminder e-mails queued for a licence's updates window ending (`30`, `7` and `0`
 * days before), once each per end date: the primary key makes the sweep idempotent, and a
 * renewal's new end date gets its own reminders.
 */
export const updatesReminders = pgTable(
  'updates_reminders',
  {
    licenceId: integer()
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['30', '7', '0'] }).notNull(),
    updatesUntil: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.kind, t.updatesUntil] })],
);
