import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const SUPPORT_STATUSES = ['open', 'closed'] as const;

/** Messages sent through the /support contact form; the admin inbox reads and closes them. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    status: text({ enum: SUPPORT_STATUSES }).notNull().default('open'),
    /** Kept for abuse handling only (rate limits already use it in memory). */
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt.desc()),
    index('support_messages_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
