import { asc, count, eq } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { suggestionComments } from './suggestions.schema.ts';

export type CommentRow = typeof suggestionComments.$inferSelect;

const withAuthor = { comment: suggestionComments, authorName: users.displayName };

/** One page of a suggestion's comments, oldest first; hidden ones too (the service blanks their text). */
export async function listComments(db: DbOrTx, options: { suggestionId: number; limit: number; offset: number }) {
  const where = eq(suggestionComments.suggestionId, options.suggestionId);
  const [rows, [total]] = await Promise.all([
    db
      .select(withAuthor)
      .from(suggestionComments)
      .innerJoin(users, eq(users.id, suggestionComments.userId))
      .where(where)
      .orderBy(asc(suggestionComments.createdAt), asc(suggestionComments.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(suggestionComments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findComment(db: DbOrTx, id: number) {
  const [row] = await db
    .select(withAuthor)
    .from(suggestionComments)
    .innerJoin(users, eq(users.id, suggestionComments.userId))
    .where(eq(suggestionComments.id, id));
  return row;
}

export async function insertComment(
  db: DbOrTx,
  values: {
    suggestionId: number;
    userId: number;
    body: string;
    textLanguage: string;
    official: boolean;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(suggestionComments).values(values).returning();
  return row!;
}

export async function updateComment(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<CommentRow, 'body' | 'editedAt' | 'hiddenAt'>>,
) {
  const [row] = await db.update(suggestionComments).set(patch).where(eq(suggestionComments.id, id)).returning();
  return row;
}

export async function deleteComment(db: DbOrTx, id: number) {
  const rows = await db
    .delete(suggestionComments)
    .where(eq(suggestionComments.id, id))
    .returning({ id: suggestionComments.id });
  return rows.length === 1;
}
