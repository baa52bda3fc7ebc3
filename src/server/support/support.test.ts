import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  listSupportMessages,
  sendSupportMessage,
  setSupportMessageStatus,
} from '#shared/contracts/support.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { RATE_LIMIT_MESSAGE } from '../platform/rate-limit.ts';
import { ApiClient, createTestApp, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { supportMessages } from './support.schema.ts';

let t: TestApp;
let ipCounter = 0;
/** Each case its own visitor IP, so the per-IP rate limit only trips where a test wants it to. */
const visitor = () => new ApiClient(t.app, `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

const valid = {
  name: 'Ana Souza',
  email: ' Ana.Souza@Example.com ',
  subject: 'Licence on a new PC',
  message: 'How do I move my licence to a new computer?',
};

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@shop.test' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(mailOutbox);
  await t.app.db.delete(supportMessages);
});

describe('POST /_api/support', () => {
  it('stores the message and queues a confirmation and a notification in the outbox', async () => {
    const res = await visitor().call(sendSupportMessage, valid);
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const [stored] = await t.app.db.select().from(supportMessages);
    expect(stored).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@example.com',
      subject: 'Licence on a new PC',
      status: 'open',
    });

    const mails = await t.app.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['support.confirmation', 'ana.souza@example.com'],
      ['support.notification', 'help@shop.test'],
    ]);
    expect(mails[0]!.text).toContain('24 business hours');
    expect(mails[1]!.text).toContain('Ana Souza <ana.souza@example.com>');
    expect(mails[1]!.text).toContain(valid.message);
  });

  it('folds line breaks out of values that end up in e-mail headers', async () => {
    await visitor().call(sendSupportMessage, { ...valid, subject: 'Hello\r\nBcc: victim@example.com', name: 'Eve\nX' });
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'support.notification'));
    expect(mail!.subject).toMatch(/^\[Support #\d+\] Hello Bcc: victim@example.com$/);
    expect((await t.app.db.select().from(supportMessages))[0]!.name).toBe('Eve X');
  });

  it.each([
    [{ name: undefined }, 'name', 'Name is required', 'required'],
    [{ name: '   ' }, 'name', 'Name is required', 'required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be 100 characters or less', 'too_long'],
    [{ email: undefined }, 'email', 'Email is required', 'required'],
    [{ email: '' }, 'email', 'Email is required', 'required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address', 'invalid_email'],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'email', 'Email must be 254 characters or less', 'too_long'],
    [{ subject: '' }, 'subject', 'Subject is required', 'required'],
    [{ subject: 'x'.repeat(201) }, 'subject', 'Subject must be 200 characters or less', 'too_long'],
    [{ message: '' }, 'message', 'Message is required', 'required'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message must be 5000 characters or less', 'too_long'],
  ])('rejects %o with a field message and a field code', async (overrides, field, message, code) => {
    const body = { ...valid, ...overrides };
    for (const key of Object.keys(overrides) as Array<keyof typeof valid>)
      if (overrides[key as never] === undefined) delete body[key];
    const res = await visitor().post('/_api/support', body);
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', details: { [field]: message }, fieldCodes: { [field]: code } },
    });
    expect(await t.app.db.select().from(supportMessages)).toHaveLength(0);
  });

  it('answers a NUL character with the shared field message and its code', async () => {
    const res = await visitor().post('/_api/support', { ...valid, name: 'Ana\u0000' });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'Text cannot contain the NUL character.',
        code: 'validation_failed',
        details: { name: 'Text cannot contain the NUL character.' },
        fieldCodes: { name: 'nul_character' },
      },
    });
  });

  it('rejects unknown fields and non-JSON bodies', async () => {
    expect(await visitor().post('/_api/support', { ...valid, admin: true })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', fieldCodes: { _: 'unknown_field' } },
    });
    const form = await visitor().request({
      method: 'POST',
      url: '/_api/support',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
    });
    expect(form.status).toBe(400);
  });

  it('accepts and silently drops a message that filled the spam trap', async () => {
    const res = await visitor().call(sendSupportMessage, { ...valid, website: 'https://cheap-pills.example' });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await t.app.db.select().from(supportMessages)).toHaveLength(0);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(0);
    // An empty trap is a person.
    expect((await visitor().call(sendSupportMessage, { ...valid, website: '' })).status).toBe(200);
    expect(await t.app.db.select().from(supportMessages)).toHaveLength(1);
  });

  it('limits each IP to 5 messages per 10 minutes (429)', async () => {
    const client = visitor();
    for (let i = 0; i < 5; i++) expect((await client.call(sendSupportMessage, valid)).status).toBe(200);
    const limited = await client.call(sendSupportMessage, valid);
    expect(limited).toMatchObject({
      ok: false,
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE, code: 'rate_limited' },
    });
    expect(await t.app.db.select().from(supportMessages)).toHaveLength(5);
    // Another visitor is unaffected.
    expect((await visitor().call(sendSupportMessage, valid)).status).toBe(200);
  });

  it('counts only sent messages: mistakes first never lock a visitor out', async () => {
    const client = visitor();
    for (let i = 0; i < 6; i++)
      expect((await client.post('/_api/support', { ...valid, email: 'not-an-address' })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await client.call(sendSupportMessage, valid)).status).toBe(200);
    expect(await client.call(sendSupportMessage, valid)).toMatchObject({
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE, code: 'rate_limited' },
    });
  });

  it('still refuses a flood of invalid submissions (30 attempts per 10 minutes)', async () => {
    const client = visitor();
    for (let i = 0; i < 30; i++)
      expect((await client.call(sendSupportMessage, { ...valid, message: '' })).status).toBe(400);
    expect(await client.call(sendSupportMessage, valid)).toMatchObject({
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE },
    });
  });
});

describe('admin support inbox', () => {
  async function seed() {
    for (const [i, subject] of ['Refund question', 'Enterprise offer', 'Chart freezes'].entries()) {
      await t.app.db.insert(supportMessages).values({
        name: `Sender ${i}`,
        email: `s${i}@example.com`,
        subject,
        message: `Body ${i}`,
        createdAt: new Date(Date.now() - (3 - i) * 60_000),
      });
    }
  }

  it('is admin only, before any validation: 401 anonymous, 403 for a user, whatever the body', async () => {
    const { client: user } = await signedInClient(t.app, 'user');
    for (const [client, status, code] of [
      [visitor(), 401, 'unauthorized'],
      [user, 403, 'forbidden'],
    ] as const) {
      expect(await client.call(listSupportMessages, { status: 'open' })).toMatchObject({ status, body: { code } });
      expect(await client.get('/_api/admin/support/messages?page=oops')).toMatchObject({ status, body: { code } });
      expect(await client.call(setSupportMessageStatus, { id: 1, status: 'closed' })).toMatchObject({
        status,
        body: { code },
      });
      for (const bad of [{}, { id: 'x', status: 'archived', extra: true }]) {
        const res = await client.post<ErrorBody>(setSupportMessageStatus.path, bad);
        expect(res).toMatchObject({ status, body: { code } });
        expect(res.body.details).toBeUndefined();
      }
    }
  });

  it('lists newest first, searches, filters by state and toggles open/closed', async () => {
    await seed();
    const { client: admin } = await signedInClient(t.app, 'admin');
    const list = await admin.call(listSupportMessages, {});
    if (!list.ok) throw new Error(list.body.error);
    expect(list.body.messages.map((m) => m.subject)).toEqual(['Chart freezes', 'Enterprise offer', 'Refund question']);
    expect(list.body).toMatchObject({ pagination: { currentPage: 1, totalPages: 1, totalCount: 3 }, openCount: 3 });

    expect((await admin.ok(listSupportMessages, { query: 'ENTERPRISE' })).messages).toHaveLength(1);
    expect((await admin.ok(listSupportMessages, { query: 's2@example' })).messages[0]?.subject).toBe('Chart freezes');
    expect((await admin.ok(listSupportMessages, { query: '100%' })).messages).toHaveLength(0);

    const [newest] = await t.app.db.select().from(supportMessages).orderBy(desc(supportMessages.createdAt)).limit(1);
    const closed = await admin.call(setSupportMessageStatus, { id: newest!.id, status: 'closed' });
    if (!closed.ok) throw new Error(closed.body.error);
    expect(closed.body.message).toMatchObject({ id: newest!.id, status: 'closed', closedAt: expect.any(String) });
    expect((await admin.ok(listSupportMessages, { status: 'closed' })).messages).toHaveLength(1);
    expect(await admin.ok(listSupportMessages, { status: 'open' })).toMatchObject({
      openCount: 2,
      pagination: { totalCount: 2 },
    });

    const reopened = await admin.call(setSupportMessageStatus, { id: newest!.id, status: 'open' });
    expect(reopened).toMatchObject({ ok: true, body: { message: { status: 'open', closedAt: null } } });
    expect(await admin.call(setSupportMessageStatus, { id: 999999, status: 'open' })).toMatchObject({
      status: 404,
      body: { error: 'Message not found.', code: 'support_message_not_found' },
    });
    expect(
      (await admin.post('/_api/admin/support/messages/status', { id: newest!.id, status: 'archived' })).status,
    ).toBe(400);
  });
});
