import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { supportMessages, supportReplies } from './support.schema.ts';
import { containsPattern } from '../platform/sql-like.ts';

export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportReplyRow = typeof supportReplies.$inferSelect;

export async function insertMessage(
  db: DbOrTx,
  values: { name: string; email: string; subject: string; message: string; ip: string | null; language: string },
) {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

/** Newest first; the text search looks at sender, address, subject and body. */
export async function listMessages(
  db: DbOrTx,
  filter: { status?: 'open' | 'closed'; query?: string; id?: number },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(supportMessages.id, filter.id));
  if (filter.status) conditions.push(eq(supportMessages.status, filter.status));
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    conditions.push(
      or(
        ilike(supportMessages.name, pattern),
        ilike(supportMessages.email, pattern),
        ilike(supportMessages.subject, pattern),
        ilike(supportMessages.message, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], [open]] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .where(where)
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(supportMessages).where(where),
    db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.status, 'open')),
  ]);
  return { rows, total: total?.n ?? 0, openCount: open?.n ?? 0 };
}

export async function setStatus(db: DbOrTx, id: number, status: 'open' | 'closed') {
  const [row] = await db
    .update(supportMessages)
    .set({ status, closedAt: status === 'closed' ? new Date() : null })
    .where(eq(supportMessages.id, id))
    .returning();
  return row;
}

/** The message, locked for the reply being written (two replies at once keep their order). */
export async function findMessageForUpdate(db: DbOrTx, id: number) {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id)).for('update');
  return row;
}

/** The threads of these messages, oldest reply first. */
export async function listReplies(db: DbOrTx, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(supportReplies)
    .where(inArray(supportReplies.messageId, messageIds))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}

/** Keeps a reply under its message and marks the message answered. */
export async function insertReply(
  db: DbOrTx,
  values: { messageId: number; body: string; authorId: number | null; authorName: string },
) {
  const [reply] = await db.insert(supportReplies).values(values).returning();
  const [message] = await db
    .update(supportMessages)
    .set({ answeredAt: reply!.createdAt })
    .where(eq(supportMessages.id, values.messageId))
    .returning();
  return { reply: reply!, message: message! };
}

/** Account deletion: the support messages from the address go. */
export async function deleteMessagesFrom(db: DbOrTx, email: string) {
  await db.delete(supportMessages).where(eq(supportMessages.email, email));
}
