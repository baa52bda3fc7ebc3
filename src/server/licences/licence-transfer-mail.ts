import { letter, mailTexts, oneLine } from '../platform/mail/mail-text.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';

/** The 6-digit code that moves a licence to a machine, in the owner's language (kind `licence.transfer`). */
export function licenceTransferMail(mail: {
  to: string;
  displayName: string;
  language: string;
  product: string;
  licenceKey: string;
  machine: string;
  code: string;
  minutes: number;
  resetsPerYear: number;
  siteName: string;
}): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  // Keys, product and machine names are never translated.
  const product = oneLine(mail.product);
  return {
    kind: 'licence.transfer',
    language: lang,
    to: mail.to,
    subject: t('licence.transfer.subject', { site, product }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [t('licence.transfer.asked', { product, key: mail.licenceKey, machine: oneLine(mail.machine) })],
        [t('licence.transfer.code', { code: mail.code }), t('licence.transfer.expires', { minutes: mail.minutes })],
        [t('licence.transfer.quota', { limit: mail.resetsPerYear })],
        [t('licence.transfer.ignore')],
      ],
      site,
    }),
  };
}
