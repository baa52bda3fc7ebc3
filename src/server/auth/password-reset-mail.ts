import { mailTexts } from '../platform/mail/mail-text.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';

/** The reset link, in the language of the page it was asked from (kind `auth.password-reset`). */
export function passwordResetMail(mail: {
  to: string;
  displayName: string;
  language: string;
  link: string;
  siteName: string;
}): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  return {
    kind: 'auth.password-reset',
    language: lang,
    to: mail.to,
    subject: t('auth.passwordReset.subject', { site }),
    text: [
      t('common.hello', { name: mail.displayName }),
      '',
      t('auth.passwordReset.asked', { site }),
      '',
      mailLink(mail.link, lang),
      '',
      t('auth.passwordReset.once'),
    ].join('\n'),
  };
}
