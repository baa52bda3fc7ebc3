import {
  SUGGESTIONS_UNSUBSCRIBE_PAGE,
  SUGGESTIONS_UNSUBSCRIBE_PATH,
  type SuggestionStatus,
} from '#shared/contracts/suggestions.ts';
import { letter, mailTexts, oneLine, type MailTranslator } from '../platform/mail/mail-text.ts';
import { listUnsubscribeHeaders } from '../platform/mail/unsubscribe.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import type { Language } from '#shared/languages.ts';

// Status e-mails and official replies in the reader's language, from mail.json.
// Titles and replies stay as written.

interface SuggestionMail {
  /** The submitter, or someone who chose "Notify me". */
  role: 'submitter' | 'subscriber';
  name: string;
  language: string;
  title: string;
  /** The suggestion, so the links open it on the board. */
  suggestionId?: number;
  unsubscribeToken: string;
  siteName: string;
  siteUrl: string;
}

export interface StatusMail extends SuggestionMail {
  status: SuggestionStatus;
}

export interface ReplyMail extends SuggestionMail {
  reply: string;
}

interface Mail {
  language: Language;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The footer, the board link and the RFC 8058 headers every suggestion e-mail shares. */
function suggestionLetter(
  mail: SuggestionMail,
  { lang, t }: MailTranslator,
  subject: string,
  paragraphs: string[][],
  boardText: string,
): Mail {
  const unsubscribe = new URL(SUGGESTIONS_UNSUBSCRIBE_PAGE, mail.siteUrl);
  unsubscribe.searchParams.set('token', mail.unsubscribeToken);
  unsubscribe.searchParams.set('lang', lang);
  const board = mailLink(
    `${mail.siteUrl}${mail.suggestionId ? `/suggestions?id=${mail.suggestionId}` : '/suggestions'}`,
    lang,
  );
  const text = letter(t, {
    greeting: t('common.hello', { name: mail.name }),
    paragraphs: [...paragraphs, [boardText, board]],
    site: mail.siteName,
    footer: [t('suggestions.status.why'), t('suggestions.status.unsubscribe'), unsubscribe.toString()],
  });
  const oneClick = new URL(SUGGESTIONS_UNSUBSCRIBE_PATH, mail.siteUrl);
  oneClick.searchParams.set('token', mail.unsubscribeToken);
  return { language: lang, subject, text, headers: listUnsubscribeHeaders(oneClick.toString()) };
}

/** Subject, plain text and List-Unsubscribe headers of one status e-mail (kind `suggestions.status`). */
export function statusMail(mail: StatusMail): Mail {
  const texts = mailTexts(mail.language);
  const { t } = texts;
  // The title goes into a header: line breaks and runs of spaces become one space.
  const title = oneLine(mail.title);
  const status = t(`suggestions.status.name.${mail.status}`);
  const submitter = mail.role === 'submitter';
  const subject = t(submitter ? 'suggestions.status.subjectSubmitter' : 'suggestions.status.subjectSubscriber', {
    title,
    status,
  });
  const change = t(submitter ? 'suggestions.status.submitter' : 'suggestions.status.subscriber', { title, status });
  return suggestionLetter(
    mail,
    texts,
    subject,
    [[`${change} ${t(`suggestions.status.meaning.${mail.status}`)}`]],
    t('suggestions.status.board'),
  );
}

/** An admin's official reply, quoted as written (kind `suggestions.reply`). */
export function replyMail(mail: ReplyMail): Mail {
  const texts = mailTexts(mail.language);
  const { t } = texts;
  const title = oneLine(mail.title);
  return suggestionLetter(
    mail,
    texts,
    t('suggestions.reply.subject', { title }),
    [[t('suggestions.reply.intro', { title, site: mail.siteName })], [mail.reply]],
    t('suggestions.reply.read'),
  );
}
