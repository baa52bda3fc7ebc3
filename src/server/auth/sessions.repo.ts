import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { preparedPerDatabase } from '../platform/prepared.ts';
import { sessions, users } from './auth.schema.ts';

// The SQL of sessions; the cookie, token and sliding-window rules are in ./session.ts.

export async function insertSession(
  db: DbOrTx,
  values: { id: string; userId: number; expiresAt: Date; userAgent?: string },
) {
  await db.insert(sessions).values(values);
}

export async function deleteSessionById(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of a user except, optionally, one; answers how many ended. */
export async function deleteSessionsOfUser(db: DbOrTx, userId: number, exceptSessionId?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** One session, only when it belongs to `userId`; true when it was there. */
export async function deleteSessionOfUser(db: DbOrTx, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** A user's live (unexpired) sessions, most recently seen first. */
export async function listLiveSessionsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

const liveSessionUser = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`), isNull(users.disabledAt)),
    )
    .prepare('live_session_user'),
);

/** The user of a live (unexpired) session, with when the session was last seen (every signed-in request). */
export async function findLiveSessionUser(db: DbOrTx, sessionId: string) {
  const [row] = await liveSessionUser(db).execute({ sessionId });
  return row;
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}
