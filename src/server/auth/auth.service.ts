import type { AuthUser, Role } from '#shared/contracts/auth-user.ts';
import type { LoginInput, RegisterInput, ResetPasswordInput } from '#shared/contracts/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import type { AppError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import * as repo from './auth.repo.ts';
import { issueDeviceToken, verifyDeviceToken } from './known-device.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { runRegistrationHooks, type RegistrationHook } from './registration-hooks.ts';
import { createSession, deleteSession, deleteUserSessions } from './session.ts';
import { hashToken, newToken } from './tokens.ts';

/** One text for an unknown e-mail and a wrong password, so a login never reveals which was wrong. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
/** The register page recognises this text (SPEC §8) and shows its own message. */
export const EMAIL_IN_USE_MESSAGE = 'Email already in use.';
export const INVALID_TEMP_TOKEN_MESSAGE = 'This sign-in link has expired or was already used. Please try again.';
export const INVALID_RESET_TOKEN_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_LINK_TTL_MS = 3600 * 1000;

/** An admin disabled the account (/admin/customers): no sign-in by password, Google or reset link. */
export function accountDisabled(): AppError {
  return appError('account_disabled');
}

/** The client that asks: used to tie a new session to a device and to end the one it replaces. */
export interface ClientInfo {
  userAgent?: string;
  /** The caller's address (request.ip, after TRUST_PROXY). */
  ip?: string;
  /** The session the request came with, if any; it is replaced (rotation at login). */
  currentSessionId: string | null;
}

export interface SignedIn {
  user: AuthUser;
  /** Cookie value of the new session. */
  token: string;
  /** Known-device cookie value, after a sign-in that proved the password (`known-device.ts`). */
  deviceToken?: string;
}

export function roleFor(config: Config, email: string): Role {
  return config.adminEmails.includes(email) ? 'admin' : 'user';
}

/** A fresh session for `user`, replacing the one the browser had (no session fixation). */
export async function rotateSession(db: DbOrTx, user: AuthUser, client: ClientInfo): Promise<SignedIn> {
  if (client.currentSessionId) await deleteSession(db, client.currentSessionId);
  return { user, token: await createSession(db, user.id, client.userAgent) };
}

/** ADMIN_EMAILS applies to existing accounts too: a listed user becomes admin at next sign-in. */
async function applyAdminList(db: DbOrTx, config: Config, user: AuthUser): Promise<AuthUser> {
  if (user.role === 'admin' || roleFor(config, user.email) !== 'admin') return user;
  return (await repo.setRole(db, user.email, 'admin')) ?? user;
}

export async function promoteAdminEmails(db: DbOrTx, config: Config) {
  return repo.promoteEmails(db, config.adminEmails);
}

export async function loginWithPassword(
  db: Db,
  config: Config,
  input: LoginInput,
  client: ClientInfo,
): Promise<SignedIn> {
  const found = await repo.findUserByEmail(db, input.email);
  // Runs argon2 even for an unknown address, so both failures take the same time.
  const valid = await verifyPassword(found?.passwordHash, input.password);
  if (!found?.passwordHash || !valid) throw appError('invalid_credentials');
  const { passwordHash, language: _language, disabledAt, ...user } = found;
  if (disabledAt) throw accountDisabled();
  const signedIn = await db.transaction(async (tx) =>
    rotateSession(tx, await applyAdminList(tx, config, user), client),
  );
  return { ...signedIn, deviceToken: issueDeviceToken(passwordHash, user.id) };
}

/** The known-device id the browser's cookie proves for the account of `email`, or null. */
export async function knownDeviceId(
  db: DbOrTx,
  email: string,
  deviceToken: string | undefined,
): Promise<string | null> {
  if (!deviceToken) return null;
  const found = await repo.findUserByEmail(db, email);
  return found?.passwordHash
    ? verifyDeviceToken(deviceToken, { id: found.id, passwordHash: found.passwordHash })
    : null;
}

export async function registerWithPassword(
  db: Db,
  config: Config,
  input: Omit<RegisterInput, 'referralCode'> & { referralCode?: string | null },
  client: ClientInfo,
  hooks: readonly RegistrationHook[],
): Promise<SignedIn> {
  await assertPasswordAllowed(input.password, input.email, 'password', input.displayName);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: input.email,
      displayName: input.displayName,
      passwordHash,
      role: roleFor(config, input.email),
    });
    if (!user) throw appError('email_in_use');
    await runRegistrationHooks(hooks, tx, {
      userId: user.id,
      email: user.email,
      referralCode: input.referralCode ?? null,
      ip: client.ip ?? null,
    });
    return { ...(await rotateSession(tx, user, client)), deviceToken: issueDeviceToken(passwordHash, user.id) };
  });
}

export async function logout(db: DbOrTx, sessionId: string | null) {
  if (sessionId) await deleteSession(db, sessionId);
}

/** Exchanges the OAuth popup's single-use token for a session. */
export async function establishSession(db: Db, tempToken: string, client: ClientInfo): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    const userId = await repo.takeTempToken(tx, hashToken(tempToken));
    const user = userId ? await repo.findUserById(tx, userId) : undefined;
    if (!user) throw appError('sign_in_link_invalid');
    if (await repo.isSignInDisabled(tx, user.id)) throw accountDisabled();
    return rotateSession(tx, user, client);
  });
}

/**
 * Sends a reset link when the address has an account; says nothing either way, so the form
 * can't be used to find out who has an account.
 */
export async function requestPasswordReset(db: Db, config: Config, email: string, language: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user) return;
    const token = newToken();
    await repo.insertResetToken(tx, {
      id: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
    });
    const link = `${config.siteUrl}/reset-password?token=${token}`;
    await sendMail(
      tx,
      // In the language chosen on /account, else the one of the page that asked.
      passwordResetMail({
        to: user.email,
        displayName: user.displayName,
        language: user.language ?? language,
        link,
        siteName: config.SITE_NAME,
      }),
    );
  });
}

/** Sets a new password from a valid link, ends every other session and signs this browser in. */
export async function resetPassword(db: Db, input: ResetPasswordInput, client: ClientInfo): Promise<SignedIn> {
  await assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await repo.useResetToken(tx, hashToken(input.token));
    const user = userId ? await repo.findUserById(tx, userId) : undefined;
    if (!user) throw appError('reset_link_invalid');
    if (await repo.isSignInDisabled(tx, user.id)) throw accountDisabled();
    // Refused inside the transaction, so the link stays usable for a better password.
    await assertPasswordAllowed(input.password, user.email);
    await repo.setPasswordHash(tx, user.id, passwordHash);
    await repo.expireResetTokens(tx, user.id);
    await deleteUserSessions(tx, user.id);
    return {
      user,
      token: await createSession(tx, user.id, client.userAgent),
      deviceToken: issueDeviceToken(passwordHash, user.id),
    };
  });
}

/** An account made by the shop owner from the command line (`npm run user -- create`). */
export async function createAccount(
  db: Db,
  input: { email: string; displayName: string; password: string; role: Role },
  hooks: readonly RegistrationHook[],
): Promise<AuthUser> {
  await assertPasswordAllowed(input.password, input.email, 'password', input.displayName);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: input.email,
      displayName: input.displayName,
      passwordHash,
      role: input.role,
    });
    if (!user) throw appError('email_in_use');
    await runRegistrationHooks(hooks, tx, { userId: user.id, email: user.email, referralCode: null });
    return user;
  });
}

/** Promotes or demotes. Sessions read the role on every request, so it applies at once. */
export async function changeRole(db: Db, email: string, role: Role): Promise<AuthUser> {
  const user = await repo.setRole(db, email, role);
  if (!user) throw appError('not_found', { message: `No account with the email ${email}.` });
  return user;
}
