import { mailLink } from '../platform/mail/mail-link.ts';
import { letter, mailTexts, oneLine } from '../platform/mail/mail-text.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';

/** The reset confirmation link, in the language of the licence's order (kind `licence.reset`). */
export function licenceResetMail(mail: {
  to: string;
  displayName: string;
  language: string;
  product: string;
  licenceKey: string;
  link: string;
  resetsPerYear: number;
  siteName: string;
}): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  // Keys and product names are never translated.
  const product = oneLine(mail.product);
  return {
    kind: 'licence.reset',
    language: lang,
    to: mail.to,
    subject: t('licence.reset.subject', { site, product }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [t('licence.reset.asked', { product, key: mail.licenceKey }), '', mailLink(mail.link, lang)],
        [t('licence.reset.once'), t('licence.reset.quota', { limit: mail.resetsPerYear })],
        [t('licence.reset.ignore')],
      ],
      site,
    }),
  };
}
