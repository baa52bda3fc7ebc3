import { defineEndpoint } from './endpoint.ts';

// The support API (SPEC §5 contact form, admin inbox). Plain data plus a lazy schema import, so
// pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./support.ts');

/** POST /_api/support: the contact form; rate limited per visitor. */
export const sendSupportMessage = defineEndpoint({
  method: 'POST',
  path: '/_api/support',
  role: 'public',
  errors: ['rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.SendSupportMessageInput, response: c.SendSupportMessageResponse })),
});

/**
 * GET /_api/admin/support/messages: the inbox, newest first, with search and status filter, each
 * message with its replies; `?id=` answers that message as `message` (404 when there is none).
 */
export const listSupportMessages = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/support/messages',
  role: 'admin',
  errors: ['support_message_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.AdminListSupportQuery, response: c.AdminListSupportResponse })),
});

/** POST /_api/admin/support/messages/status: open or close one message. */
export const setSupportMessageStatus = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/support/messages/status',
  role: 'admin',
  errors: ['support_message_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.SetSupportStatusInput, response: c.SupportMessageResponse })),
});

/** POST /_api/admin/support/reply: e-mails the answer to the sender (Reply-To support) and keeps it in the thread. */
export const replySupportMessage = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/support/reply',
  role: 'admin',
  errors: ['support_message_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.ReplySupportInput, response: c.SupportMessageResponse })),
});
