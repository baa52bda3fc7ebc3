import { createHash } from 'node:crypto';
import type {
  AccountResponse,
  AccountSession,
  ChangePasswordInput,
  UpdateProfileInput,
} from '#shared/contracts/account.ts';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './account.repo.ts';
import { setPasswordHash } from './auth.repo.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { deleteUserSessions } from './session.ts';
import * as sessionsRepo from './sessions.repo.ts';
import { parseUserAgent } from './user-agent.ts';

// The signed-in customer's own account (/account): profile, password, sessions and the
// Google link; e-mail change is in ./email-change.service.ts, export and deletion in ../account-data/.

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is not correct.';
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found.';

const asLanguage = (value: string | null): Language | null =>
  value && (LANGUAGE_CODES as string[]).includes(value) ? (value as Language) : null;

/**
 * Checks the current password of an account that has one (a Google-only account has none to
 * check). Throws `current_password_wrong`; the route counts it against the sign-in throttle.
 */
export async function assertCurrentPassword(passwordHash: string | null, currentPassword: string | undefined) {
  if (passwordHash === null) return;
  const valid = await verifyPassword(passwordHash, currentPassword ?? '');
  if (!currentPassword || !valid)
    throw appError('current_password_wrong', { details: { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE } });
}

export async function loadAccount(db: DbOrTx, userId: number) {
  const row = await repo.findAccount(db, userId);
  // The guard found the user a moment ago; gone now means deleted meanwhile.
  if (!row) throw appError('unauthorized');
  return row;
}

export async function getAccount(db: DbOrTx, userId: number): Promise<AccountResponse> {
  const { passwordHash, language, googleConnected, ...profile } = await loadAccount(db, userId);
  return {
    ...profile,
    language: asLanguage(language),
    hasPassword: passwordHash !== null,
    googleConnected: !!googleConnected,
  };
}

/** The preferred language of a user, for e-mails sent to them; null when they never chose one. */
export async function preferredLanguage(db: DbOrTx, userId: number): Promise<Language | null> {
  return asLanguage((await repo.findAccount(db, userId))?.language ?? null);
}

export async function updateProfile(db: DbOrTx, userId: number, input: UpdateProfileInput): Promise<AccountResponse> {
  await repo.updateProfile(db, userId, { displayName: input.displayName.trim(), language: input.language });
  return getAccount(db, userId);
}

/**
 * Changes the password after checking the current one, or sets a first password on an account
 * made by Google sign-in (no current password to check). Every session but `currentSessionId` ends.
 * Throws `current_password_wrong` (the caller counts it against the sign-in throttle).
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentSessionId: string | null,
  input: ChangePasswordInput,
): Promise<void> {
  const account = await loadAccount(db, userId);
  await assertCurrentPassword(account.passwordHash, input.currentPassword);
  await assertPasswordAllowed(input.newPassword, account.email, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId, currentSessionId ?? undefined);
  });
}

/**
 * The id the page sees for a session: derived from the stored id (itself the SHA-256 of the
 * cookie token) by another hash, so neither the token nor the stored id ever leaves the server.
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`account-session:${sessionId}`).digest('base64url').slice(0, 22);
}

export async function listSessions(
  db: DbOrTx,
  userId: number,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const rows = await sessionsRepo.listLiveSessionsOfUser(db, userId);
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    ...parseUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions by its public id; another user's id is simply not found. */
export async function revokeSession(db: DbOrTx, userId: number, publicId: string): Promise<number> {
  const rows = await sessionsRepo.listLiveSessionsOfUser(db, userId);
  const row = rows.find((r) => publicSessionId(r.id) === publicId);
  if (!row || !(await sessionsRepo.deleteSessionOfUser(db, userId, row.id))) throw appError('session_not_found');
  return 1;
}

export async function revokeOtherSessions(
  db: DbOrTx,
  userId: number,
  currentSessionId: string | null,
): Promise<number> {
  return deleteUserSessions(db, userId, currentSessionId ?? undefined);
}

export const GOOGLE_NOT_CONNECTED_MESSAGE = 'No Google account is connected.';
export const PASSWORD_REQUIRED_MESSAGE =
  'Set a password before disconnecting Google, or you could not sign in any more.';

/** Unlinks the Google identity; refused while the account has no password (it could not sign in). */
export async function disconnectGoogle(db: DbOrTx, userId: number): Promise<AccountResponse> {
  const account = await loadAccount(db, userId);
  if (!account.googleConnected) throw appError('google_not_connected');
  if (account.passwordHash === null) throw appError('password_required');
  await repo.deleteOAuthAccounts(db, userId, 'google');
  return getAccount(db, userId);
}
