import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { sendSupportMessage } from '#shared/contracts/support.endpoints.ts';
import { completeOrder, createAffiliate, registerUser } from '../affiliates/affiliates.test-helpers.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { users } from './auth.schema.ts';

// The language chosen on /account is used for every e-mail to a known user; without
// one, the language of the request (or of the order) as before.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: 'NovaTick' });
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());

const mailsTo = (to: string, kind: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
const setLanguage = (userId: number, language: string | null) =>
  t.app.db.update(users).set({ language }).where(eq(users.id, userId));

describe('mails to a known user', () => {
  it('refund and commission-reversal mails use the stored language over the order and page language', async () => {
    const affiliate = await createAffiliate(t.app, { lang: 'en' });
    await setLanguage(affiliate.user.id, 'de');
    const customer = await registerUser(t.app, affiliate.code);
    await setLanguage(customer.id, 'fr');
    // The order itself was placed from an English page.
    const order = await completeOrder(t.app, customer.id, 20_000);
    expect((await admin.call(refundOrder, { id: order.id })).status).toBe(200);

    const [refund] = await mailsTo(customer.email, 'order.refunded');
    expect(refund!.subject).toBe(`NovaTick : commande n° ${order.id} remboursée`);
    const [reversal] = await mailsTo(affiliate.user.email, 'affiliate.commission.reversed');
    expect(reversal!.subject).toBe(`NovaTick: Provision nach einer Erstattung storniert (Bestellung #${order.id})`);
  });

  it('keeps the order language when the user never chose one', async () => {
    const customer = await registerUser(t.app, null);
    const order = await completeOrder(t.app, customer.id, 5_000);
    expect((await admin.call(refundOrder, { id: order.id })).status).toBe(200);
    const [refund] = await mailsTo(customer.email, 'order.refunded');
    expect(refund!.subject).toBe(`NovaTick: order #${order.id} refunded`);
  });

  it('a support confirmation to a known address uses its stored language, an unknown one the page language', async () => {
    const { user } = await signedInClient(t.app);
    await setLanguage(user.id, 'es');
    const visitor = new ApiClient(t.app, '10.77.0.1');
    const message = { name: 'Ana', subject: 'Help', message: 'A question about my licence, please.' };
    await visitor.ok(sendSupportMessage, { ...message, email: user.email });
    await visitor.ok(sendSupportMessage, { ...message, email: 'stranger@example.com' });
    const [known] = await mailsTo(user.email, 'support.confirmation');
    expect(known!.subject).toMatch(/^NovaTick: hemos recibido tu mensaje/);
    const [stranger] = await mailsTo('stranger@example.com', 'support.confirmation');
    expect(stranger!.subject).toMatch(/^NovaTick: we received your message/);
  });
});
