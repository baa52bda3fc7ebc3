import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { oauthAccounts, oauthTempTokens, oneTimeTokens, passwordResetTokens, sessions, users } from './auth.schema.ts';

// The SQL of the /account page's profile; sessions' SQL is in ./sessions.repo.ts.

/** The profile of a user, with its password hash (for the current-password check) and Google link. */
export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      displayName: users.displayName,
      language: users.language,
      passwordHash: users.passwordHash,
      googleConnected: sql<boolean>`exists (select 1 from ${oauthAccounts} where ${oauthAccounts.userId} = ${users.id} and ${oauthAccounts.provider} = 'google')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateProfile(db: DbOrTx, userId: number, values: { displayName: string; language: string }) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * SQL for a query that joins `users`: the language a mail to that user goes out in, their choice
 * on /account, else `fallback` (the order's, the page's…). Every mail to a known user uses it.
 */
export const mailLanguageSql = (fallback: SQLWrapper) => sql<string>`coalesce(${users.language}, ${fallback})`;

/** The stored language of the user with this id, or else with this address; null when none is stored. */
export async function findStoredLanguage(db: DbOrTx, who: { userId?: number | null; email?: string | null }) {
  const conditions = [
    who.userId != null ? eq(users.id, who.userId) : undefined,
    who.email ? eq(users.email, who.email.trim().toLowerCase()) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return null;
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(or(...conditions));
  const row = rows.find((r) => r.id === who.userId) ?? rows[0];
  return row?.language ?? null;
}

/** Unlinks the user's identities at `provider` (Google). */
export async function deleteOAuthAccounts(db: DbOrTx, userId: number, provider: string) {
  await db.delete(oauthAccounts).where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)));
}

/** Moves the account to a new address; false when another account took it meanwhile (unique index). */
export async function setEmail(db: DbOrTx, userId: number, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`not exists (select 1 from ${users} u2 where u2.email = ${email})`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Account deletion: the user row stays (orders and the ledger point at it) without anything that
 * names the person.
 */
export async function anonymiseUser(db: DbOrTx, userId: number, values: { email: string; displayName: string }) {
  await db
    .update(users)
    .set({ ...values, passwordHash: null, language: null, role: 'user', updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Account deletion: sign-in material goes (sessions, Google links, every kind of e-mailed link). */
export async function deleteSignIns(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  await db.delete(oauthTempTokens).where(eq(oauthTempTokens.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
}
