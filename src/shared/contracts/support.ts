import { z } from 'zod';
import { idField, pageField, pageSizeField, queryIdField } from './fields.ts';
import { SUPPORT_ADMIN_PAGE_SIZE, SUPPORT_LIMITS, SUPPORT_STATUSES } from './support.constants.ts';

// Limits and statuses live in a zod-free module so pages can use them without loading zod
// (DESIGN JS budget); this contract re-exports them for the server.
export * from './support.constants.ts';

/** SPEC §5 "Support form: all fields are required": one clear message per field, and a length cap on each. */
// Name and subject end up in e-mail headers: line breaks and runs of spaces become one space.
const oneLine = (v: string) => v.replace(/\s+/g, ' ');

export const SupportFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(SUPPORT_LIMITS.name, `Name must be ${SUPPORT_LIMITS.name} characters or less`)
    .transform(oneLine),
  // Trimmed and lower-cased so replies go to the address the sender meant.
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(SUPPORT_LIMITS.email, `Email must be ${SUPPORT_LIMITS.email} characters or less`)
    .pipe(z.email('Please enter a valid email address'))
    .transform((v) => v.toLowerCase()),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(SUPPORT_LIMITS.subject, `Subject must be ${SUPPORT_LIMITS.subject} characters or less`)
    .transform(oneLine),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(SUPPORT_LIMITS.message, `Message must be ${SUPPORT_LIMITS.message} characters or less`),
};

/**
 * POST /_api/support. `website` is the spam trap: a field people never see (hidden from view and
 * from screen readers), which form-filling bots do fill. A filled trap is accepted and dropped.
 */
export const SendSupportMessageInput = z.strictObject({
  ...SupportFields,
  website: z.string().max(500).optional(),
});
export type SendSupportMessageInput = z.input<typeof SendSupportMessageInput>;

export const SendSupportMessageResponse = z.object({ success: z.literal(true) });

// Admin inbox (/_api/admin/support/*).

export const AdminListSupportQuery = z.object({
  page: pageField(),
  limit: pageSizeField(SUPPORT_ADMIN_PAGE_SIZE, 100),
  query: z.string().trim().max(200).optional(),
  status: z.enum(SUPPORT_STATUSES).optional(),
  /** One message with its thread (`message` in the answer); 404 when there is none. */
  id: queryIdField().optional(),
});
export type AdminListSupportQuery = z.input<typeof AdminListSupportQuery>;

export const SupportReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof SupportReplySchema>;

export const SupportMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /**
   * The language the subject and message are written in, the sender's page language
   * (English for a message from before it was kept), so the inbox marks it (WCAG 3.1.2).
   */
  language: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** When staff last answered from the inbox; null while unanswered. */
  answeredAt: z.string().nullable(),
  /** The thread under the message, oldest first. */
  replies: z.array(SupportReplySchema),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const AdminListSupportResponse = z.object({
  messages: z.array(SupportMessageSchema),
  pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int(), totalCount: z.number().int() }),
  openCount: z.number().int(),
  /** With `?id=`: that message and its replies. */
  message: SupportMessageSchema.optional(),
});
export type AdminListSupportResponse = z.infer<typeof AdminListSupportResponse>;

export const SetSupportStatusInput = z.strictObject({ id: idField(), status: z.enum(SUPPORT_STATUSES) });
export const SupportMessageResponse = z.object({ message: SupportMessageSchema });

/** POST /_api/admin/support/reply: the answer, e-mailed to the sender and kept under the message. */
export const ReplySupportInput = z.strictObject({
  id: idField(),
  body: z
    .string({ error: 'Reply is required' })
    .trim()
    .min(1, 'Reply is required')
    .max(SUPPORT_LIMITS.reply, `Reply must be ${SUPPORT_LIMITS.reply} characters or less`),
});
export type ReplySupportInput = z.input<typeof ReplySupportInput>;
