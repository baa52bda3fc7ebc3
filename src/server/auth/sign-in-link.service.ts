import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { mailTexts } from '../platform/mail/mail-text.ts';
import { countRecentMails, sendMail } from '../platform/mail/send-mail.ts';
import * as repo from './auth.repo.ts';
import { accountDisabled, rotateSession, type ClientInfo, type SignedIn } from './auth.service.ts';
import { issueDeviceToken } from './known-device.ts';
import * as tokens from './one-time-tokens.repo.ts';
import { hashToken, newToken } from './tokens.ts';
import { mailLink } from '../platform/mail/mail-link.ts';

// Failed sign-ins from many rotating addresses fill an account's failure count,
// and then unknown devices are refused, the owner's new browser too. While that lock holds, the
// owner can ask for a sign-in link by e-mail: it works once, within 15 minutes, and does not go
// through the failure count; the browser that opens it becomes a known device for the account.

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** Links to one account per 15 minutes: asking again must not become a way to flood its inbox. */
export const SIGN_IN_LINKS_PER_WINDOW = 3;
export const SIGN_IN_LINK_KIND = 'auth.sign-in-link';

/**
 * Sends the link when `email` has an account (not disabled) and `locked` says its failure count
 * refuses unknown devices now; a newer link ends the older ones. Says nothing either way.
 */
export async function requestSignInLink(
  db: Db,
  config: Config,
  email: string,
  pageLanguage: string,
  locked: boolean,
): Promise<void> {
  if (!locked) return;
  await db.transaction(async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user || user.disabledAt) return;
    const recent = await countRecentMails(tx, {
      to: user.email,
      kind: SIGN_IN_LINK_KIND,
      windowMs: SIGN_IN_LINK_TTL_MS,
    });
    if (recent >= SIGN_IN_LINKS_PER_WINDOW) return;
    const token = newToken();
    await tokens.expireOpenTokens(tx, user.id, 'sign_in_link');
    await tokens.insertOneTimeToken(tx, {
      id: hashToken(token),
      purpose: 'sign_in_link',
      userId: user.id,
      payload: {},
      expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MS),
    });
    const language = user.language ?? pageLanguage;
    const { t, lang } = mailTexts(language);
    const site = config.SITE_NAME;
    const link = mailLink(`${config.siteUrl}/sign-in-link?token=${token}`, lang);
    await sendMail(tx, {
      kind: SIGN_IN_LINK_KIND,
      language: lang,
      to: user.email,
      subject: t('auth.signInLink.subject', { site }),
      text: [
        t('common.hello', { name: user.displayName }),
        '',
        t('auth.signInLink.why', { site }),
        '',
        link,
        '',
        t('auth.signInLink.once'),
      ].join('\n'),
    });
  });
}

/** Signs in with the link's token: once, within 15 minutes, whatever the failure count says. */
export async function signInWithLink(db: Db, token: string, client: ClientInfo): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    const row = await tokens.lockOneTimeToken(tx, hashToken(token), 'sign_in_link');
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw appError('sign_in_link_invalid');
    await tokens.markOneTimeTokenUsed(tx, row.id);
    const user = await repo.findUserById(tx, row.userId);
    if (!user) throw appError('sign_in_link_invalid');
    if (await repo.isSignInDisabled(tx, user.id)) throw accountDisabled();
    const found = await repo.findUserByEmail(tx, user.email);
    const signedIn = await rotateSession(tx, user, client);
    // The owner proved the mailbox: this browser is now a known device, past the account's lock.
    return found?.passwordHash ? { ...signedIn, deviceToken: issueDeviceToken(found.passwordHash, user.id) } : signedIn;
  });
}
