import type { ReleaseNotes } from '#shared/contracts/releases.ts';
import { letter, mailTexts, oneLine } from '../platform/mail/mail-text.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import type { MailMessage } from '../platform/mail/send-mail.ts';
import { listUnsubscribeHeaders } from '../platform/mail/unsubscribe.ts';
import {
  RELEASE_NOTICES_UNSUBSCRIBE_PATH,
  RELEASE_NOTICES_UNSUBSCRIBE_PAGE,
} from '#shared/contracts/releases.constants.ts';
import { notesIn } from './releases.service.ts';
import { notesExcerpt } from './notes-text.ts';

export interface ReleaseNotice {
  to: string;
  name: string;
  /** The owner's order language; unknown means English. */
  language: string;
  productName: string;
  version: string;
  notes: ReleaseNotes;
  unsubscribeToken: string;
  siteName: string;
  siteUrl: string;
}

/** A new version's e-mail to one owner (kind `releases.notice`), with one-click unsubscribe. */
export function releaseNoticeMail(notice: ReleaseNotice): MailMessage {
  const { lang, t } = mailTexts(notice.language);
  // Names go into the Subject header: one line, always.
  const product = oneLine(notice.productName);
  const version = oneLine(notice.version);
  const page = new URL(RELEASE_NOTICES_UNSUBSCRIBE_PAGE, notice.siteUrl);
  page.searchParams.set('token', notice.unsubscribeToken);
  page.searchParams.set('lang', lang);
  const oneClick = new URL(RELEASE_NOTICES_UNSUBSCRIBE_PATH, notice.siteUrl);
  oneClick.searchParams.set('token', notice.unsubscribeToken);
  // The admin's notes stay as written (Markdown made plain); only the frame is translated.
  const excerpt = notesExcerpt(notesIn(notice.notes, lang));
  const text = letter(t, {
    greeting: t('common.hello', { name: notice.name }),
    paragraphs: [
      [t('releases.notice.intro', { product, version })],
      excerpt ? [t('releases.notice.whatsNew'), excerpt] : [],
      [t('releases.notice.download'), mailLink(`${notice.siteUrl}/orders`, lang)],
    ],
    site: notice.siteName,
    footer: [t('releases.notice.why', { product }), t('releases.notice.unsubscribe'), page.toString()],
  });
  return {
    to: notice.to,
    kind: 'releases.notice',
    language: lang,
    subject: t('releases.notice.subject', { product, version }),
    text,
    headers: listUnsubscribeHeaders(oneClick.toString()),
  };
}
