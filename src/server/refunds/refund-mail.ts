import { centsToDollars } from '#shared/contracts/store.constants.ts';
import { formatUsd } from '#shared/money.ts';
import { letter, mailTexts } from '../platform/mail/mail-text.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';

export interface RefundMail {
  to: string;
  displayName: string;
  /** The order's language (the customer's page language at checkout). */
  language: string;
  orderId: number;
  totalCents: number;
  /**
   * A partial refund: what this refund gave back and everything refunded so far. Without it, the
   * whole order was refunded at once.
   */
  partial?: { refundCents: number; refundedCents: number };
  revokedKeys: string[];
  site: { siteName: string; siteUrl: string };
}

/**
 * Tells the customer their order was refunded, in whole or in part, and which keys stopped
 * working (kind `order.refunded`). A partial refund names its amount, the total refunded so far
 * and the order's total.
 */
export function refundMail(mail: RefundMail): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.site.siteName;
  const money = (cents: number) => formatUsd(centsToDollars(cents));
  const total = money(mail.totalCents);
  const body = mail.partial
    ? t('order.refunded.partialBody', {
        order: mail.orderId,
        amount: money(mail.partial.refundCents),
        refunded: money(mail.partial.refundedCents),
        total,
      })
    : t('order.refunded.body', { order: mail.orderId, total });
  const revoked =
    mail.revokedKeys.length > 0 ? [t('order.refunded.revoked'), ...mail.revokedKeys.map((key) => `  ${key}`)] : [];
  return {
    to: mail.to,
    kind: 'order.refunded',
    language: lang,
    subject: t(mail.partial ? 'order.refunded.partialSubject' : 'order.refunded.subject', {
      site,
      order: mail.orderId,
    }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [body],
        revoked,
        [t('order.refunded.orders'), mailLink(`${mail.site.siteUrl}/orders`, lang)],
        [t('common.questions')],
      ],
      site,
    }),
  };
}
