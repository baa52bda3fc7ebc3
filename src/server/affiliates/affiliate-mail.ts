import { centsToDollars, formatUsd } from '#shared/contracts/store.constants.ts';
import { mailTexts } from '../platform/mail/mail-text.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';

const usd = (cents: number) => formatUsd(centsToDollars(cents));

export interface ReversalMail {
  to: string;
  displayName: string;
  language: string;
  orderId: number;
  reversedCents: number;
  balanceCents: number;
  site: { siteName: string; siteUrl: string };
}

/** Tells the affiliate that a refund took back a commission (kind `affiliate.commission.reversed`). */
export function reversalMail(mail: ReversalMail): MailMessage {
  const { t } = mailTexts(mail.language);
  const site = mail.site.siteName;
  return {
    to: mail.to,
    kind: 'affiliate.commission.reversed',
    subject: t('affiliate.reversal.subject', { site, order: mail.orderId }),
    text: [
      t('common.hello', { name: mail.displayName }),
      '',
      t('affiliate.reversal.refunded', { order: mail.orderId, amount: usd(mail.reversedCents) }),
      t('affiliate.reversal.balance', { balance: usd(mail.balanceCents) }),
      ...(mail.balanceCents < 0 ? [t('affiliate.reversal.negative')] : []),
      '',
      t('affiliate.reversal.dashboard'),
      `${mail.site.siteUrl}/affiliate`,
      '',
      t('affiliate.reversal.questions'),
      '',
      t('common.signature', { site }),
    ].join('\n'),
  };
}
