import { centsToDollars, formatUsd } from '#shared/contracts/store.constants.ts';
import { letter, mailTexts } from '../platform/mail/mail-text.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';

export interface RefundMail {
  to: string;
  displayName: string;
  /** The order's language (the customer's page language at checkout). */
  language: string;
  orderId: number;
  totalCents: number;
  revokedKeys: string[];
  site: { siteName: string; siteUrl: string };
}

/** Tells the customer their order was refunded and which keys stopped working (kind `order.refunded`). */
export function refundMail(mail: RefundMail): MailMessage {
  const { t } = mailTexts(mail.language);
  const site = mail.site.siteName;
  const revoked =
    mail.revokedKeys.length > 0 ? [t('order.refunded.revoked'), ...mail.revokedKeys.map((key) => `  ${key}`)] : [];
  return {
    to: mail.to,
    kind: 'order.refunded',
    subject: t('order.refunded.subject', { site, order: mail.orderId }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [t('order.refunded.body', { order: mail.orderId, total: formatUsd(centsToDollars(mail.totalCents)) })],
        revoked,
        [t('order.refunded.orders'), `${mail.site.siteUrl}/orders`],
        [t('common.questions')],
      ],
      site,
    }),
  };
}
