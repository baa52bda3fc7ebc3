import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listSupportMessages, replySupportMessage } from '#shared/contracts/support.endpoints.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { users } from '../auth/auth.schema.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { supportMessages, supportReplies } from './support.schema.ts';

// Support replies in the shop. The admin answers from the inbox; the reply is
// e-mailed to the sender (Reply-To support, the frame in the sender's language) and kept as a
// thread under the message.

let t: TestApp;
let ip = 0;
const visitor = () => new ApiClient(t.app, `10.7.${Math.floor(++ip / 250)}.${ip % 250}`);

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@shop.test', SITE_NAME: 'NovaTick' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(mailOutbox);
  await t.app.db.delete(supportMessages);
});

async function sentMessage(language = 'en', email = 'ana@example.com') {
  const client = visitor();
  client.setCookie('lang', language);
  await client.post('/_api/support', {
    name: 'Ana Souza',
    email,
    subject: 'Licence on a new PC',
    message: 'How do I move my licence?\nThanks.',
  });
  const [row] = await t.app.db.select().from(supportMessages).where(eq(supportMessages.email, email));
  await t.app.db.delete(mailOutbox);
  return row!;
}

const replyMails = () => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'support.reply'));

describe('POST /_api/admin/support/reply', () => {
  it('e-mails the reply to the sender with Reply-To support and keeps it in the thread', async () => {
    const message = await sentMessage();
    const { client: admin } = await signedInClient(t.app, 'admin');
    const res = await admin.call(replySupportMessage, {
      id: message.id,
      body: '  Sign in on the new PC and press Move.  ',
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: {
          id: message.id,
          answeredAt: expect.any(String),
          replies: [{ body: 'Sign in on the new PC and press Move.', authorName: expect.any(String) }],
        },
      },
    });

    const [mail] = await replyMails();
    expect(mail).toMatchObject({ to: 'ana@example.com', replyTo: 'help@shop.test' });
    expect(mail!.subject).toBe(`Re: [Support #${message.id}] Licence on a new PC`);
    expect(mail!.text).toContain('Hello Ana Souza,');
    expect(mail!.text).toContain('Sign in on the new PC and press Move.');
    expect(mail!.text).toContain('> How do I move my licence?\n> Thanks.');
    expect(mail!.text).toContain(`Your reference number: #${message.id}`);

    // A second reply joins the thread, oldest first.
    await admin.ok(replySupportMessage, { id: message.id, body: 'Did that work?' });
    const thread = await admin.ok(listSupportMessages, { id: message.id });
    expect(thread.message?.replies.map((r) => r.body)).toEqual([
      'Sign in on the new PC and press Move.',
      'Did that work?',
    ]);
    expect(thread.messages).toHaveLength(1);
    // The inbox list carries the thread and the answered mark too.
    const inbox = await admin.ok(listSupportMessages, {});
    expect(inbox.messages[0]).toMatchObject({ id: message.id, answeredAt: expect.any(String) });
    expect(inbox.messages[0]!.replies).toHaveLength(2);
    expect(await replyMails()).toHaveLength(2);
  });

  it("frames the reply in the sender's page language, or the language chosen on /account", async () => {
    const german = await sentMessage('de', 'kunde@example.com');
    const { client: admin } = await signedInClient(t.app, 'admin');
    await admin.ok(replySupportMessage, { id: german.id, body: 'Danke, erledigt.' });
    const [mail] = await replyMails();
    expect(mail!.text).toContain('Hallo Ana Souza,');
    expect(mail!.text).toContain(`Ihre Referenznummer: #${german.id}`);
    expect(mail!.text).toContain('Sie schrieben:');

    // An account's chosen language wins over the page's.
    const client = await createTestUser(t.app, { email: 'client@example.com' });
    await t.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, client.id));
    const french = await sentMessage('de', 'client@example.com');
    await admin.ok(replySupportMessage, { id: french.id, body: 'Merci.' });
    const mails = await replyMails();
    expect(mails.find((m) => m.to === 'client@example.com')!.text).toContain('Vous avez écrit :');
  });

  it('refuses an empty or too long reply (400) and an unknown message (404)', async () => {
    const message = await sentMessage();
    const { client: admin } = await signedInClient(t.app, 'admin');
    for (const [body, error] of [
      ['   ', 'Reply is required'],
      ['x'.repeat(10_001), 'Reply must be 10000 characters or less'],
    ] as const)
      expect(await admin.post(replySupportMessage.path, { id: message.id, body })).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', details: { body: error } },
      });
    expect(await admin.post(replySupportMessage.path, { id: message.id })).toMatchObject({
      status: 400,
      body: { details: { body: 'Reply is required' } },
    });
    expect(await admin.call(replySupportMessage, { id: 999_999, body: 'Hello' })).toMatchObject({
      status: 404,
      body: { code: 'support_message_not_found', error: 'Message not found.' },
    });
    expect(await admin.call(listSupportMessages, { id: 999_999 })).toMatchObject({
      status: 404,
      body: { code: 'support_message_not_found' },
    });
    expect(await t.app.db.select().from(supportReplies)).toHaveLength(0);
    expect(await replyMails()).toHaveLength(0);
  });

  it('is for admins only, and the reply is in the audit log', async () => {
    const message = await sentMessage();
    const { client: user } = await signedInClient(t.app, 'user');
    expect(await visitor().call(replySupportMessage, { id: message.id, body: 'x' })).toMatchObject({ status: 401 });
    expect(await user.call(replySupportMessage, { id: message.id, body: 'x' })).toMatchObject({ status: 403 });
    const { client: admin } = await signedInClient(t.app, 'admin');
    await admin.ok(replySupportMessage, { id: message.id, body: 'Answered.' });
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support/reply'), eq(auditLog.target, `support#${message.id}`)));
    expect(rows).toMatchObject([{ summary: { after: { body: 'Answered.' } } }]);
  });
});
