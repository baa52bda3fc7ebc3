import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { supportMessages } from './support.schema.ts';
import { SUPPORT_CONFIRMATIONS_PER_HOUR } from './support.service.ts';

// The support form e-mails any address it is given (audit): the confirmation
// must not carry the sender's words, and one address gets only a few per hour.

let t: TestApp;
let ipCounter = 0;
const visitor = () => new ApiClient(t.app, `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);

const spam = {
  name: 'Win big at cheap-pills.example',
  email: 'victim@example.com',
  subject: 'Your account is suspended, log in at evil.example',
  message: 'Click https://evil.example/login now to keep your account.',
};

const mails = (kind: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(mailOutbox.id);

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@shop.test', SITE_NAME: 'NovaTick' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(mailOutbox);
  await t.app.db.delete(supportMessages);
});

describe('support confirmation e-mail', () => {
  it('carries a reference number and fixed sentences, none of the submitted name, subject or text', async () => {
    expect((await visitor().post('/_api/support', spam)).status).toBe(200);
    const [stored] = await t.app.db.select().from(supportMessages);
    const [confirmation] = await mails('support.confirmation');
    expect(confirmation!.to).toBe('victim@example.com');
    expect(confirmation!.subject).toBe(`NovaTick: we received your message (#${stored!.id})`);
    expect(confirmation!.text).toContain(`Your reference number: #${stored!.id}`);
    for (const field of [confirmation!.subject, confirmation!.text]) {
      for (const word of ['cheap-pills', 'evil.example', 'suspended', 'Win big', 'Click'])
        expect(field).not.toContain(word);
    }
  });

  it("is written in the sender's page language", async () => {
    const client = visitor();
    client.setCookie('lang', 'de');
    await client.post('/_api/support', spam);
    const [confirmation] = await mails('support.confirmation');
    expect(confirmation!.subject).toMatch(/^NovaTick: Wir haben Ihre Nachricht erhalten \(#\d+\)$/);
    expect(confirmation!.text).toContain('Ihre Referenznummer: #');
    // Staff have no stored language: their notification stays in the shop's default.
    const [notification] = await mails('support.notification');
    expect(notification!.text).toContain('New support message #');
    expect(notification!.text).toContain('Reply to this e-mail to answer the customer.');

    await visitor().post(
      '/_api/support',
      { ...spam, email: 'ana@example.com' },
      { 'accept-language': 'pt-BR,pt;q=0.9' },
    );
    const [, portuguese] = await mails('support.confirmation');
    expect(portuguese!.subject).toMatch(/^NovaTick: recebemos sua mensagem/);
  });

  it(`sends at most ${SUPPORT_CONFIRMATIONS_PER_HOUR} per address an hour; messages are still stored and staff still told`, async () => {
    // Each from its own IP, so the per-IP limit is not what stops them.
    for (let i = 0; i < SUPPORT_CONFIRMATIONS_PER_HOUR + 3; i++)
      expect((await visitor().post('/_api/support', spam)).status).toBe(200);
    expect(await t.app.db.select().from(supportMessages)).toHaveLength(SUPPORT_CONFIRMATIONS_PER_HOUR + 3);
    expect(await mails('support.confirmation')).toHaveLength(SUPPORT_CONFIRMATIONS_PER_HOUR);
    expect(await mails('support.notification')).toHaveLength(SUPPORT_CONFIRMATIONS_PER_HOUR + 3);
    // Another address is not affected, and the window is one hour.
    await visitor().post('/_api/support', { ...spam, email: 'other@example.com' });
    expect((await mails('support.confirmation')).filter((m) => m.to === 'other@example.com')).toHaveLength(1);
    await t.app.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 3_601_000) })
      .where(eq(mailOutbox.to, 'victim@example.com'));
    await visitor().post('/_api/support', spam);
    expect((await mails('support.confirmation')).filter((m) => m.to === 'victim@example.com')).toHaveLength(
      SUPPORT_CONFIRMATIONS_PER_HOUR + 1,
    );
  });

  it('sets Reply-To to the customer on the staff notification, and leaves the confirmation to the default (SUPPORT_EMAIL)', async () => {
    await visitor().post('/_api/support', spam);
    const [notification] = await mails('support.notification');
    expect(notification).toMatchObject({ to: 'help@shop.test', replyTo: 'victim@example.com' });
    const [confirmation] = await mails('support.confirmation');
    expect(confirmation!.replyTo).toBeNull();
  });
});
