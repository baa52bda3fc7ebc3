import { centsToDollars } from '#shared/contracts/store.ts';
import { formatUsd } from '#shared/money.ts';
import type { DbOrTx } from '../platform/db.ts';
import { mailTexts } from '../platform/mail/mail-text.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import { sendMail, type MailMessage } from '../platform/mail/send-mail.ts';

export interface LicenceMailItem {
  name: string;
  key: string;
  machineLimit: number;
}

export interface LicenceMail {
  to: string;
  displayName: string;
  language: string;
  orderId: number;
  totalCents: number;
  items: LicenceMailItem[];
  siteName: string;
  siteUrl: string;
}

/** Queues the licence e-mail in the transaction that completes the order. */
export async function sendLicenceMail(tx: DbOrTx, mail: LicenceMail) {
  await sendMail(tx, licenceMail(mail));
}

/** The licence e-mail in the order's language (kind `licence.keys`). */
export function licenceMail(mail: LicenceMail): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  const keys = mail.items
    .map((item) => `  ${item.name}\n  ${item.key}  (${t('licence.keys.machines', { count: item.machineLimit })})`)
    .join('\n\n');
  // Keys, product names and amounts are never translated.
  const text = [
    t('common.hello', { name: mail.displayName }),
    '',
    t('licence.keys.intro', { order: mail.orderId, total: formatUsd(centsToDollars(mail.totalCents)) }),
    '',
    keys,
    '',
    t('licence.keys.activate'),
    '',
    `${t('licence.keys.orders')}\n${mailLink(`${mail.siteUrl}/orders`, lang)}`,
    `${t('licence.keys.docs')}\n${mailLink(`${mail.siteUrl}/docs#activation`, lang)}`,
    '',
    t('licence.keys.keep'),
    '',
    t('licence.keys.thanks'),
    site,
  ].join('\n');
  return {
    to: mail.to,
    kind: 'licence.keys',
    language: lang,
    subject: t('licence.keys.subject', { site, order: mail.orderId }),
    text,
  };
}
