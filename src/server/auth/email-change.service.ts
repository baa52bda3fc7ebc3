import type { ChangeEmailInput } from '#shared/contracts/account.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import * as accountRepo from './account.repo.ts';
import { assertCurrentPassword, loadAccount } from './account.service.ts';
import { expireResetTokens, findUserByEmail } from './auth.repo.ts';
import { emailChangeMail, emailChangeNoticeMail } from './email-change-mail.ts';
import * as tokens from './one-time-tokens.repo.ts';
import { deleteUserSessions } from './session.ts';
import { hashToken, newToken } from './tokens.ts';

// E-mail change: a link to the new address, a notice to the old one, and nothing
// changes until the link is used. Tokens live in the general `one_time_tokens` table.

export const EMAIL_CHANGE_LINK_TTL_MS = 60 * 60 * 1000;

export const EMAIL_CHANGE_MESSAGES = {
  inUse: 'This e-mail address is already used by an account.',
  linkInvalid: 'This link is not valid. Ask for a new one on the account page.',
  linkExpired: 'This link has expired. Ask for a new one on the account page.',
  linkUsed: 'This link has already been used.',
} as const;

const inUse = () => appError('email_change_in_use', { details: { email: EMAIL_CHANGE_MESSAGES.inUse } });

/**
 * Checks the current password (when the account has one) and that no account uses the new
 * address, then queues the link to the new address and the notice to the current one, in the
 * user's language (else the page's). A newer request ends the older links.
 */
export async function requestEmailChange(
  db: Db,
  config: Config,
  userId: number,
  input: ChangeEmailInput,
  pageLanguage: string,
): Promise<{ success: true; expiresAt: string }> {
  const account = await loadAccount(db, userId);
  await assertCurrentPassword(account.passwordHash, input.currentPassword);
  const email = input.email.trim().toLowerCase();
  if (email === account.email || (await findUserByEmail(db, email))) throw inUse();

  const token = newToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LINK_TTL_MS);
  const mail = {
    displayName: account.displayName,
    language: account.language ?? pageLanguage,
    siteName: config.SITE_NAME,
  };
  await db.transaction(async (tx) => {
    await tokens.expireOpenTokens(tx, userId, 'email_change');
    await tokens.insertOneTimeToken(tx, {
      id: hashToken(token),
      purpose: 'email_change',
      userId,
      payload: { email },
      expiresAt,
    });
    const link = `${config.siteUrl}/account/email/confirm?token=${token}`;
    await sendMail(tx, emailChangeMail({ ...mail, to: email, link }));
    await sendMail(
      tx,
      emailChangeNoticeMail({ ...mail, to: account.email, newEmail: email, accountUrl: `${config.siteUrl}/account` }),
    );
  });
  return { success: true, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses the link: the address changes, the link and any password-reset link stop working, and
 * every session but `currentSessionId` (the browser that opened the link, when signed in) ends.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  currentSessionId: string | null,
): Promise<{ success: true; email: string }> {
  return db.transaction(async (tx) => {
    const row = await tokens.lockOneTimeToken(tx, hashToken(token), 'email_change');
    const email = row?.payload.email;
    if (!row || !email) throw appError('email_change_link_invalid');
    if (row.usedAt) throw appError('email_change_link_used');
    if (row.expiresAt.getTime() <= Date.now()) throw appError('email_change_link_expired');
    if (!(await accountRepo.setEmail(tx, row.userId, email))) throw inUse();
    await tokens.markOneTimeTokenUsed(tx, row.id);
    await tokens.expireOpenTokens(tx, row.userId, 'email_change');
    await expireResetTokens(tx, row.userId);
    await deleteUserSessions(tx, row.userId, currentSessionId ?? undefined);
    return { success: true as const, email };
  });
}
