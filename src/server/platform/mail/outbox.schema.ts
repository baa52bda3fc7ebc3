import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail is written here in the transaction of the event that caused it (DECISIONS "E-mail"). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    /** Where replies go; null means SUPPORT_EMAIL (the worker's default), so no mail asks for a reply to a no-reply sender. */
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on mails one can opt out of. */
    headers: jsonb().$type<Record<string, string>>(),
    /** What the mail is about, for tests and the admin (e.g. `licence.keys`, `support.confirmation`). */
    kind: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // Per-recipient limits count recent mails of one kind to one address (support confirmations).
    index('mail_outbox_recipient_idx').on(t.to, t.kind, t.createdAt),
  ],
);
