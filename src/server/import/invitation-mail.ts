import { hashToken, insertResetToken, newToken } from '../auth/index.ts';
import type { Config } from '../platform/config.ts';
import type { Tx } from '../platform/db.ts';
import { mailTexts } from '../platform/mail/mail-text.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import { sendMails, type MailMessage } from '../platform/mail/send-mail.ts';

/** The claim link lasts an hour, like a password reset link (it is one: the customer sets a password). */
export const INVITATION_TTL_MS = 3600 * 1000;

export function invitationMail(mail: {
  to: string;
  displayName: string;
  language: string | null;
  link: string;
  siteName: string;
}): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  return {
    kind: 'import.invitation',
    language: lang,
    to: mail.to,
    subject: t('import.invitation.subject', { site }),
    text: [
      t('common.hello', { name: mail.displayName }),
      '',
      t('import.invitation.moved', { site }),
      '',
      t('import.invitation.claim'),
      '',
      mailLink(mail.link, lang),
      '',
      t('import.invitation.expires'),
    ].join('\n'),
  };
}

/**
 * Invites the customers a batch created (only when the admin ticked it), in the batch's
 * transaction: a one-hour link to set a password (the reset-password page), in their language.
 */
export async function inviteCustomers(
  tx: Tx,
  config: Pick<Config, 'siteUrl' | 'SITE_NAME'>,
  customers: Array<{ id: number; email: string; displayName: string; language: string | null }>,
): Promise<void> {
  if (customers.length === 0) return;
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const links = customers.map((c) => ({ customer: c, token: newToken() }));
  await insertResetToken(
    tx,
    links.map((l) => ({ id: hashToken(l.token), userId: l.customer.id, expiresAt })),
  );
  await sendMails(
    tx,
    links.map(({ customer, token }) =>
      invitationMail({
        to: customer.email,
        displayName: customer.displayName,
        language: customer.language,
        link: `${config.siteUrl}/reset-password?token=${token}`,
        siteName: config.SITE_NAME,
      }),
    ),
  );
}
