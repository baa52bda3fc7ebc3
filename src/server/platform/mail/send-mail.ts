import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '#shared/languages.ts';
import type { DbOrTx, Tx } from '../db.ts';
import { mailOutbox } from './outbox.schema.ts';

export interface MailMessage {
  to: string;
  /** Where replies should go. Leave it out for customer mails: the worker puts SUPPORT_EMAIL there. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on mails one can opt out of: `listUnsubscribeHeaders`). */
  headers?: Record<string, string>;
  /**
   * The language the mail is written in (`mailTexts(…).lang`): sent as `Content-Language`, and the
   * language its links to the site carry (`mailLink`), so they open in the reader's language.
   */
  language: Language;
  /** What the message is about, e.g. `licence.keys`; used by tests, logs and the admin. */
  kind: string;
}

/**
 * Queues an e-mail. Pass the transaction of the event that causes it, so the mail exists
 * exactly when the event does; the outbox worker delivers it later, with retries.
 */
export async function sendMail(db: DbOrTx, message: MailMessage): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(message)).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Queues many e-mails with one insert (a batch of release notices), in the caller's transaction. */
export async function sendMails(db: DbOrTx, messages: MailMessage[]): Promise<void> {
  if (messages.length > 0) await db.insert(mailOutbox).values(messages.map(outboxRow));
}

/** The outbox row of a message: its language travels as the `Content-Language` header (RFC 3282). */
function outboxRow({ language, headers, ...message }: MailMessage): typeof mailOutbox.$inferInsert {
  return { ...message, headers: { ...headers, 'Content-Language': language } };
}

/**
 * How many mails of `kind` went to `to` within the last `windowMs`, for per-recipient limits.
 * Takes a transaction-scoped lock on the address first, so concurrent senders count one after
 * another and a limit cannot be overrun by a burst (on PostgreSQL; PGlite runs one at a time).
 */
export async function countRecentMails(tx: Tx, query: { to: string; kind: string; windowMs: number }): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${query.kind}:${query.to}`}))`);
  const since = new Date(Date.now() - query.windowMs);
  const [row] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, query.to), eq(mailOutbox.kind, query.kind), gt(mailOutbox.createdAt, since)));
  return row?.n ?? 0;
}
