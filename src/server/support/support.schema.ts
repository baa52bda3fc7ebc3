import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

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
    /** The page's language when the message was sent: the frame of a reply to a sender without an account. */
    language: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    /** When staff last answered from the inbox (`support_replies`); null while unanswered. */
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt.desc()),
    index('support_messages_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** Answers written in the admin inbox, e-mailed to the sender and kept as the message's thread. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial().primaryKey(),
    messageId: integer()
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** Who wrote it (kept when the account goes: the name stays on the thread). */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_message_idx').on(t.messageId, t.createdAt)],
);
