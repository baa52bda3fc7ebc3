import type { z } from 'zod';
import {
  type AdminListSupportQuery,
  type ReplySupportInput,
  type SendSupportMessageInput,
  type SupportMessage,
} from '#shared/contracts/support.ts';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { mailLanguageFor } from '../auth/index.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { mailLink } from '../platform/mail/mail-link.ts';
import { letter, mailTexts, oneLine } from '../platform/mail/mail-text.ts';
import { countRecentMails, sendMail, type MailMessage } from '../platform/mail/send-mail.ts';
import * as repo from './support.repo.ts';

type SendInput = z.output<typeof SendSupportMessageInput>;

const toDto = (row: repo.SupportMessageRow, replies: repo.SupportReplyRow[] = []): SupportMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  language: row.language ?? DEFAULT_LANGUAGE,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  replies: replies
    .filter((reply) => reply.messageId === row.id)
    .map((reply) => ({
      id: reply.id,
      body: reply.body,
      authorName: reply.authorName,
      createdAt: reply.createdAt.toISOString(),
    })),
});

/** Confirmations to one address per hour: a form that e-mails any address must not become a mailer. */
export const SUPPORT_CONFIRMATIONS_PER_HOUR = 3;

/**
 * Stores the message and queues both e-mails in one transaction: the confirmation to the sender
 * and the notification to SUPPORT_EMAIL exist exactly when the message does. A filled spam trap
 * gets the same answer as a real message, so a bot learns nothing, and nothing is stored.
 *
 * The form e-mails whatever address it is given, so the confirmation carries none of the
 * sender's words (name, subject or text): only a reference number and fixed sentences, in the
 * page's language. Past SUPPORT_CONFIRMATIONS_PER_HOUR to one address, the message is still
 * stored and staff are still told; only the confirmation is skipped.
 */
export async function sendSupportMessage(
  db: Db,
  config: Config,
  input: SendInput,
  context: { ip: string | null; language: string },
): Promise<{ success: true; dropped: boolean }> {
  if (input.website?.trim()) return { success: true, dropped: true };
  await db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      ip: context.ip,
      language: context.language,
    });
    const recent = await countRecentMails(tx, { to: input.email, kind: 'support.confirmation', windowMs: 3_600_000 });
    if (recent < SUPPORT_CONFIRMATIONS_PER_HOUR)
      // A known address gets it in the language chosen on /account.
      await sendMail(
        tx,
        confirmationMail(
          config,
          input.email,
          row.id,
          await mailLanguageFor(tx, { email: input.email }, context.language),
        ),
      );
    await sendMail(tx, notificationMail(config, input, row.id));
  });
  return { success: true, dropped: false };
}

/**
 * To SUPPORT_EMAIL, with the message as sent; staff answer by replying (Reply-To is the
 * customer). Staff have no stored language: the shop's default.
 */
function notificationMail(config: Config, input: SendInput, reference: number): MailMessage {
  const { t, lang } = mailTexts(DEFAULT_LANGUAGE);
  return {
    to: config.SUPPORT_EMAIL,
    replyTo: input.email,
    kind: 'support.notification',
    language: lang,
    subject: t('support.notification.subject', { reference, subject: input.subject }),
    text: [
      t('support.notification.new', { reference }),
      t('support.notification.from', { name: input.name, email: input.email }),
      t('support.notification.subjectLine', { subject: input.subject }),
      '',
      input.message,
      '',
      t('support.notification.reply'),
      t('support.notification.inbox', { url: mailLink(`${config.siteUrl}/admin/support`, lang) }),
    ].join('\n'),
  };
}

function confirmationMail(config: Config, to: string, reference: number, language: string): MailMessage {
  const { t, lang } = mailTexts(language);
  const site = config.SITE_NAME;
  return {
    to,
    kind: 'support.confirmation',
    language: lang,
    subject: t('support.confirmation.subject', { site, reference }),
    text: letter(t, {
      greeting: t('common.helloAnonymous'),
      paragraphs: [
        [t('support.confirmation.received', { site })],
        [t('support.confirmation.reference', { reference })],
        [t('support.confirmation.reply')],
      ],
      site,
      footer: [t('support.confirmation.notYou')],
    }),
  };
}

export async function listMessages(db: Db, query: z.output<typeof AdminListSupportQuery>) {
  const { rows, total, openCount } = await repo.listMessages(
    db,
    { status: query.status, query: query.query || undefined, id: query.id },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  if (query.id !== undefined && rows.length === 0) throw appError('support_message_not_found');
  const replies = await repo.listReplies(
    db,
    rows.map((row) => row.id),
  );
  const messages = rows.map((row) => toDto(row, replies));
  return {
    messages,
    pagination: { currentPage: query.page, totalPages: Math.ceil(total / query.limit), totalCount: total },
    openCount,
    ...(query.id !== undefined ? { message: messages[0] } : {}),
  };
}

export async function setMessageStatus(db: Db, id: number, status: 'open' | 'closed') {
  const row = await repo.setStatus(db, id, status);
  if (!row) throw appError('support_message_not_found');
  return { message: toDto(row, await repo.listReplies(db, [row.id])) };
}

/**
 * Answers a message from the inbox: the reply is kept under the message and e-mailed to the
 * sender in one transaction (it exists exactly when its mail does). The staff's words go as
 * written; the frame around them (greeting, reference, the quoted message, signature) is in the
 * sender's language: the one chosen on /account, else the page's when they wrote. Replies to
 * the customer's e-mail go to SUPPORT_EMAIL.
 */
export async function replyToMessage(
  db: Db,
  config: Config,
  input: z.output<typeof ReplySupportInput>,
  author: { id: number; displayName: string; email: string },
) {
  return db.transaction(async (tx) => {
    const row = await repo.findMessageForUpdate(tx, input.id);
    if (!row) throw appError('support_message_not_found');
    const { message } = await repo.insertReply(tx, {
      messageId: row.id,
      body: input.body,
      authorId: author.id,
      authorName: author.displayName || author.email,
    });
    const language = await mailLanguageFor(tx, { email: row.email }, row.language ?? DEFAULT_LANGUAGE);
    await sendMail(tx, replyMail(config, row, input.body, language));
    return { message: toDto(message, await repo.listReplies(tx, [row.id])) };
  });
}

function replyMail(config: Config, row: repo.SupportMessageRow, body: string, language: string): MailMessage {
  const { t, lang } = mailTexts(language);
  const site = config.SITE_NAME;
  const quoted = row.message.split('\n').map((line) => `> ${line}`);
  return {
    to: row.email,
    replyTo: config.SUPPORT_EMAIL,
    kind: 'support.reply',
    language: lang,
    subject: t('support.reply.subject', { reference: row.id, subject: oneLine(row.subject) }),
    text: letter(t, {
      greeting: t('common.hello', { name: oneLine(row.name) }),
      paragraphs: [
        [body],
        [t('support.reply.reference', { reference: row.id })],
        [t('support.reply.quote'), ...quoted],
      ],
      site,
      footer: [t('support.reply.answer')],
    }),
  };
}
