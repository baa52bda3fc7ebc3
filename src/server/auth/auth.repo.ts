import { and, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuthUser, Role } from '#shared/contracts/auth-user.ts';
import type { DbOrTx } from '../platform/db.ts';
import { oauthAccounts, oauthFlows, oauthTempTokens, passwordResetTokens, users } from './auth.schema.ts';

const publicUser = { id: users.id, email: users.email, displayName: users.displayName, role: users.role };

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...publicUser, passwordHash: users.passwordHash, language: users.language, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** True when an admin disabled the account's sign-in (/admin/customers). */
export async function isSignInDisabled(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, id));
  return Boolean(row?.disabledAt);
}

export async function findUserById(db: DbOrTx, id: number): Promise<AuthUser | undefined> {
  const [row] = await db.select(publicUser).from(users).where(eq(users.id, id));
  return row;
}

/** Inserts a user; undefined when the e-mail is taken (the unique index decides, so races are safe). */
export async function insertUser(
  db: DbOrTx,
  values: { email: string; displayName: string; passwordHash: string | null; role: Role },
): Promise<AuthUser | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(publicUser);
  return row;
}

export async function setRole(db: DbOrTx, email: string, role: Role): Promise<AuthUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning(publicUser);
  return row;
}

/** The admin's switch: sets or clears `disabled_at`; false when there is no such user. */
export async function setDisabledById(db: DbOrTx, id: number, disabled: boolean) {
  const rows = await db
    .update(users)
    .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The admin's role change by id; false when there is no such user. */
export async function setRoleById(db: DbOrTx, id: number, role: Role) {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Makes every listed address that is not yet an admin one; returns the promoted users. */
export async function promoteEmails(db: DbOrTx, emails: string[]) {
  if (!emails.length) return [];
  return db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(inArray(users.email, emails), eq(users.role, 'user')))
    .returning(publicUser);
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findOAuthUserId(db: DbOrTx, provider: string, subject: string) {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
  return row?.userId;
}

export async function linkOAuthAccount(
  db: DbOrTx,
  values: { provider: string; subject: string; userId: number; email: string },
) {
  await db.insert(oauthAccounts).values(values).onConflictDoNothing();
}

export async function insertOAuthFlow(
  db: DbOrTx,
  values: { id: string; provider: string; codeVerifier: string; nonce: string; expiresAt: Date },
) {
  // Abandoned popups leave rows behind; sweeping here keeps the table small without a cron job.
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, sql`now()`));
  await db.insert(oauthFlows).values(values);
}

/** Reads and deletes a flow in one statement: a state works once, and only before it expires. */
export async function takeOAuthFlow(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(oauthFlows)
    .where(and(eq(oauthFlows.id, id), gt(oauthFlows.expiresAt, sql`now()`)))
    .returning();
  return row;
}

export async function insertTempToken(db: DbOrTx, values: { id: string; userId: number; expiresAt: Date }) {
  await db.delete(oauthTempTokens).where(lt(oauthTempTokens.expiresAt, sql`now()`));
  await db.insert(oauthTempTokens).values(values);
}

/** Single use: the delete that reads the token also consumes it, even under concurrent calls. */
export async function takeTempToken(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(oauthTempTokens)
    .where(and(eq(oauthTempTokens.id, id), gt(oauthTempTokens.expiresAt, sql`now()`)))
    .returning({ userId: oauthTempTokens.userId });
  return row?.userId;
}

type ResetTokenRow = { id: string; userId: number; expiresAt: Date };

/** One reset link, or a batch of them (the customer import's invitations are reset links too). */
export async function insertResetToken(db: DbOrTx, values: ResetTokenRow | ResetTokenRow[]) {
  await db.insert(passwordResetTokens).values(Array.isArray(values) ? values : [values]);
}

/** Marks a valid, unused token used and returns its user; a second use finds nothing. */
export async function useResetToken(db: DbOrTx, id: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function expireResetTokens(db: DbOrTx, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * The customer import: accounts without a password (the customer sets one from the invitation);
 * an address that already has an account is skipped. Returns the new accounts.
 */
export async function insertPasswordlessUsers(
  db: DbOrTx,
  rows: Array<{ email: string; displayName: string; language: string | null }>,
) {
  if (rows.length === 0) return [];
  return db
    .insert(users)
    .values(rows.map((r) => ({ ...r, passwordHash: null })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
}

/** A failed import's customers go, unless they have a password, an order or a licence since. */
export async function deleteImportedUsers(db: DbOrTx, ids: SQL) {
  await db.execute(sql`
    delete from users u where u.id in ${ids}
      and u.password_hash is null
      and not exists (select 1 from orders o where o.user_id = u.id)
      and not exists (select 1 from licences l where l.user_id = u.id)`);
}
