import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { supportMessages } from './support.schema.ts';
import { containsPattern } from '../platform/sql-like.ts';

export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function insertMessage(
  db: DbOrTx,
  values: { name: string; email: string; subject: string; message: string; ip: string | null },
) {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

/** Newest first; the text search looks at sender, address, subject and body. */
export async function listMessages(
  db: DbOrTx,
  filter: { status?: 'open' | 'closed'; query?: string },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
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
