import { letter, mailTexts } from '../platform/mail/mail-text.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';

interface EmailChangeMail {
  displayName: string;
  /** The user's stored language, else the page's. */
  language: string;
  siteName: string;
}

/** The confirmation link, to the NEW address (kind `auth.email-change`). */
export function emailChangeMail(mail: EmailChangeMail & { to: string; link: string }): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  return {
    kind: 'auth.email-change',
    language: lang,
    to: mail.to,
    subject: t('auth.emailChange.subject', { site }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [t('auth.emailChange.asked', { site }), '', mailLink(mail.link, lang)],
        [t('auth.emailChange.once')],
      ],
      site,
    }),
  };
}

/** The notice to the CURRENT address that a change was asked for (kind `auth.email-change-notice`). */
export function emailChangeNoticeMail(
  mail: EmailChangeMail & { to: string; newEmail: string; accountUrl: string },
): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  return {
    kind: 'auth.email-change-notice',
    language: lang,
    to: mail.to,
    subject: t('auth.emailChangeNotice.subject', { site }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [t('auth.emailChangeNotice.asked', { site, email: mail.newEmail })],
        [t('auth.emailChangeNotice.pending'), mailLink(mail.accountUrl, lang)],
      ],
      site,
    }),
  };
}
