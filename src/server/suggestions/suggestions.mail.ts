import {
  SUGGESTIONS_UNSUBSCRIBE_PAGE,
  SUGGESTIONS_UNSUBSCRIBE_PATH,
  type SuggestionStatus,
} from '#shared/contracts/suggestions.ts';
import { letter, mailTexts, oneLine } from '../platform/mail/mail-text.ts';
import { listUnsubscribeHeaders } from '../platform/mail/unsubscribe.ts';
import { localizedUrl } from '#shared/seo.ts';

// Status e-mails in the reader's language (issue 7: "in their language"), from mail.json. Titles stay as written.

export interface StatusMail {
  role: 'submitter' | 'voter';
  name: string;
  language: string;
  title: string;
  status: SuggestionStatus;
  unsubscribeToken: string;
  siteName: string;
  siteUrl: string;
}

/** Subject, plain text and List-Unsubscribe headers of one status e-mail (kind `suggestions.status`). */
export function statusMail(mail: StatusMail): { subject: string; text: string; headers: Record<string, string> } {
  const { lang, t } = mailTexts(mail.language);
  // The title goes into a header: line breaks and runs of spaces become one space.
  const title = oneLine(mail.title);
  const status = t(`suggestions.status.name.${mail.status}`);
  const unsubscribe = new URL(SUGGESTIONS_UNSUBSCRIBE_PAGE, mail.siteUrl);
  unsubscribe.searchParams.set('token', mail.unsubscribeToken);
  if (lang !== 'en') unsubscribe.searchParams.set('lang', lang);
  const text = letter(t, {
    greeting: t('common.hello', { name: mail.name }),
    paragraphs: [
      [
        `${t(mail.role === 'submitter' ? 'suggestions.status.submitter' : 'suggestions.status.voter', { title, status })} ${t(`suggestions.status.meaning.${mail.status}`)}`,
      ],
      [t('suggestions.status.board'), localizedUrl(mail.siteUrl, '/suggestions', lang)],
    ],
    site: mail.siteName,
    footer: [t('suggestions.status.why'), t('suggestions.status.unsubscribe'), unsubscribe.toString()],
  });
  const subject = t(
    mail.role === 'submitter' ? 'suggestions.status.subjectSubmitter' : 'suggestions.status.subjectVoter',
    { title, status },
  );
  const oneClick = new URL(SUGGESTIONS_UNSUBSCRIBE_PATH, mail.siteUrl);
  oneClick.searchParams.set('token', mail.unsubscribeToken);
  return { subject, text, headers: listUnsubscribeHeaders(oneClick.toString()) };
}
