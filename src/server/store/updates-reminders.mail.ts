import { centsToDollars } from '#shared/contracts/store.ts';
import {
  RELEASE_NOTICES_UNSUBSCRIBE_PAGE,
  RELEASE_NOTICES_UNSUBSCRIBE_PATH,
} from '#shared/contracts/releases.constants.ts';
import { formatUsd } from '#shared/money.ts';
import { letter, mailTexts, oneLine } from '../platform/mail/mail-text.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';
import { listUnsubscribeHeaders } from '../platform/mail/unsubscribe.ts';

export type ReminderKind = '30' | '7' | '0';

export interface UpdatesReminder {
  kind: ReminderKind;
  to: string;
  name: string;
  language: string;
  productName: string;
  updatesUntil: Date;
  renewalPriceCents: number;
  /** A release-notices token: the reminders are e-mails about updates, on the same list. */
  unsubscribeToken: string;
  siteName: string;
  siteUrl: string;
}

/**
 * The reminder that a licence's updates window ends in 30 or 7 days, or today (kind
 * `licences.updates_reminder`), in the owner's language, with one-click unsubscribe (RFC 8058)
 * from e-mails about updates (the release notices' list, page and endpoint).
 */
export function updatesReminderMail(reminder: UpdatesReminder): MailMessage {
  const { lang, t } = mailTexts(reminder.language);
  const product = oneLine(reminder.productName);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(reminder.updatesUntil);
  const page = new URL(RELEASE_NOTICES_UNSUBSCRIBE_PAGE, reminder.siteUrl);
  page.searchParams.set('token', reminder.unsubscribeToken);
  page.searchParams.set('lang', lang);
  const oneClick = new URL(RELEASE_NOTICES_UNSUBSCRIBE_PATH, reminder.siteUrl);
  oneClick.searchParams.set('token', reminder.unsubscribeToken);
  const today = reminder.kind === '0';
  const text = letter(t, {
    greeting: t('common.hello', { name: reminder.name }),
    paragraphs: [
      [t(today ? 'licence.updatesReminder.introToday' : 'licence.updatesReminder.intro', { product, date })],
      [t('licence.updatesReminder.keepsWorking')],
      [
        t('licence.updatesReminder.renew', { price: formatUsd(centsToDollars(reminder.renewalPriceCents)) }),
        mailLink(`${reminder.siteUrl}/orders`, lang),
      ],
    ],
    site: reminder.siteName,
    footer: [t('licence.updatesReminder.why', { product }), t('licence.updatesReminder.unsubscribe'), page.toString()],
  });
  return {
    to: reminder.to,
    kind: 'licences.updates_reminder',
    language: lang,
    subject: t(today ? 'licence.updatesReminder.subjectToday' : 'licence.updatesReminder.subject', { product, date }),
    text,
    headers: listUnsubscribeHeaders(oneClick.toString()),
  };
}
