import { centsToDollars } from '#shared/contracts/store.constants.ts';
import { formatUsd } from '#shared/money.ts';
import { letter, mailTexts } from '../platform/mail/mail-text.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
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
  const { t, lang } = mailTexts(mail.language);
  const site = mail.site.siteName;
  return {
    to: mail.to,
    kind: 'affiliate.commission.reversed',
    language: lang,
    subject: t('affiliate.reversal.subject', { site, order: mail.orderId }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [
          t('affiliate.reversal.refunded', { order: mail.orderId, amount: usd(mail.reversedCents) }),
          t('affiliate.reversal.balance', { balance: usd(mail.balanceCents) }),
          ...(mail.balanceCents < 0 ? [t('affiliate.reversal.negative')] : []),
        ],
        [t('affiliate.reversal.dashboard'), mailLink(`${mail.site.siteUrl}/affiliate`, lang)],
        [t('common.questions')],
      ],
      site,
    }),
  };
}

export interface PayoutMail {
  to: string;
  displayName: string;
  language: string;
  amountCents: number;
  siteName: string;
}

/** The payout was sent (kind `affiliate.payout.paid`). */
export function payoutPaidMail(mail: PayoutMail & { reference: string }): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  const amount = usd(mail.amountCents);
  return {
    to: mail.to,
    kind: 'affiliate.payout.paid',
    language: lang,
    subject: t('affiliate.payoutPaid.subject', { site, amount }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [
          t('affiliate.payoutPaid.body', { amount }),
          t('affiliate.payoutPaid.reference', { reference: mail.reference }),
        ],
        [t('affiliate.payoutPaid.thanks', { site })],
      ],
      site,
    }),
  };
}

/** The payout request was refused and the amount returned to the balance (kind `affiliate.payout.rejected`). */
export function payoutRejectedMail(mail: PayoutMail & { reason: string }): MailMessage {
  const { t, lang } = mailTexts(mail.language);
  const site = mail.siteName;
  const amount = usd(mail.amountCents);
  return {
    to: mail.to,
    kind: 'affiliate.payout.rejected',
    language: lang,
    subject: t('affiliate.payoutRejected.subject', { site, amount }),
    text: letter(t, {
      greeting: t('common.hello', { name: mail.displayName }),
      paragraphs: [
        [t('affiliate.payoutRejected.body', { amount }), t('affiliate.payoutRejected.reason', { reason: mail.reason })],
        [t('affiliate.payoutRejected.balance')],
        [t('common.questions')],
      ],
      site,
    }),
  };
}
