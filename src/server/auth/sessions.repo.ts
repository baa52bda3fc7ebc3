import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
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

/** Every session of a user except, optionally, one. */
export async function deleteSessionsOfUser(db: DbOrTx, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
        : eq(sessions.userId, userId),
    );
}

/** The user of a live (unexpired) session, with when the session was last seen. */
export async function findLiveSessionUser(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}
