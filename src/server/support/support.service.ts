import type { z } from 'zod';
import { SUPPORT_MESSAGE_NOT_FOUND, type AdminListSupportQuery, type SendSupportMessageInput, type SupportMessage } from '#shared/contracts/support.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { sendMail } from '../platform/mail/send-mail.ts';
import * as repo from './support.repo.ts';

type SendInput = z.output<typeof SendSupportMessageInput>;

const toDto = (row: repo.SupportMessageRow): SupportMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/**
 * Stores the message and queues both e-mails in one transaction: the confirmation to the sender
 * and the notification to SUPPORT_EMAIL exist exactly when the message does. A filled spam trap
 * gets the same answer as a real message, so a bot learns nothing, and nothing is stored.
 */
export async function sendSupportMessage(db: Db, config: Config, input: SendInput, ip: string | null): Promise<{ success: true; dropped: boolean }> {
  if (input.website?.trim()) return { success: true, dropped: true };
  await db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, { name: input.name, email: input.email, subject: input.subject, message: input.message, ip });
    await sendMail(tx, {
      to: input.email,
      kind: 'support.confirmation',
      subject: `We received your message: ${input.subject}`,
      text: [
        `Hi ${input.name},`,
        '',
        `Thank you for contacting ${config.SITE_NAME} support. We reply within 24 business hours.`,
        '',
        `Your message (reference #${row.id}):`,
        `Subject: ${input.subject}`,
        '',
        input.message,
        '',
        `If you need to add something, reply to ${config.SUPPORT_EMAIL}.`,
        '',
        `— The ${config.SITE_NAME} team`,
      ].join('\n'),
    });
    await sendMail(tx, {
      to: config.SUPPORT_EMAIL,
      kind: 'support.notification',
      subject: `[Support #${row.id}] ${input.subject}`,
      text: [
        `New support message #${row.id}`,
        `From: ${input.name} <${input.email}>`,
        `Subject: ${input.subject}`,
        '',
        input.message,
        '',
        `Inbox: ${config.siteUrl}/admin/support`,
      ].join('\n'),
    });
  });
  return { success: true, dropped: false };
}

export async function listMessages(db: Db, query: z.output<typeof AdminListSupportQuery>) {
  const { rows, total, openCount } = await repo.listMessages(db, { status: query.status, query: query.query || undefined }, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { messages: rows.map(toDto), pagination: { currentPage: query.page, totalPages: Math.ceil(total / query.limit), totalCount: total }, openCount };
}

export async function setMessageStatus(db: Db, id: number, status: 'open' | 'closed') {
  const row = await repo.setStatus(db, id, status);
  if (!row) throw new AppError('not_found', SUPPORT_MESSAGE_NOT_FOUND);
  return { message: toDto(row) };
}
