import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder as refundOrderEndpoint } from '#shared/contracts/admin-store.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { affiliates } from './affiliates.schema.ts';
import * as ledger from './ledger.repo.ts';
import { completeOrder, createAffiliate, registerUser } from './affiliates.test-helpers.ts';

// A refund that reverses a commission tells the affiliate, in their language,
// with the order reference and the new balance.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: 'NovaTick' });
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());

const reversalMails = (to: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'affiliate.commission.reversed')));

/** An affiliate who joined with their pages in `lang`, with two referred orders of $200 and $100 (10%). */
async function affiliateWithOrders(lang: string) {
  const affiliate = await createAffiliate(t.app, { lang });
  const [row] = await t.app.db.select().from(affiliates).where(eq(affiliates.id, affiliate.id));
  expect(row!.language).toBe(lang);
  const customer = await registerUser(t.app, affiliate.code);
  const refunded = await completeOrder(t.app, customer.id, 20_000);
  await completeOrder(t.app, customer.id, 10_000);
  return { id: affiliate.id, email: affiliate.user.email, name: affiliate.user.displayName, orderId: refunded.id };
}

describe('commission reversed by a refund', () => {
  it('e-mails the affiliate in English with the order, the amount and the new balance', async () => {
    const { email, name, orderId } = await affiliateWithOrders('en');
    expect((await admin.call(refundOrderEndpoint, { id: orderId })).status).toBe(200);
    const [mail] = await reversalMails(email);
    expect(mail!.subject).toBe(`NovaTick: commission reversed after a refund (order #${orderId})`);
    expect(mail!.text).toContain(`Hello ${name},`);
    expect(mail!.text).toContain(
      `Order #${orderId}, which came through your referral link, has been refunded, so its commission of $20.00 has been reversed.`,
    );
    expect(mail!.text).toContain('Your affiliate balance is now $10.00.');
    expect(mail!.text).toContain('http://shop.test/affiliate?lang=en');
    expect(mail!.text).not.toContain('below zero');
    // A second refund attempt is refused, and the affiliate is not told twice.
    expect((await admin.call(refundOrderEndpoint, { id: orderId })).status).toBe(409);
    expect(await reversalMails(email)).toHaveLength(1);
  });

  it('writes in the language the affiliate joined in (German), and explains a negative balance', async () => {
    const { id, email, orderId } = await affiliateWithOrders('de');
    // $30 already paid out, so reversing $20 leaves -$20.
    await t.app.db.transaction(async (tx) => {
      const payout = await ledger.insertPayout(tx, {
        affiliateId: id,
        amountCents: 3_000,
        method: 'paypal',
        details: { paypalEmail: 'p@example.com' },
      });
      await ledger.appendLedger(tx, { affiliateId: id, type: 'payout', amountCents: -3_000, payoutId: payout.id });
    });
    expect((await admin.call(refundOrderEndpoint, { id: orderId })).status).toBe(200);
    const [mail] = await reversalMails(email);
    expect(mail!.subject).toBe(`NovaTick: Provision nach einer Erstattung storniert (Bestellung #${orderId})`);
    expect(mail!.text).toContain(
      `die Bestellung #${orderId}, die über Ihren Empfehlungslink kam, wurde erstattet. Die Provision von $20.00 wurde daher storniert.`,
    );
    expect(mail!.text).toContain('Ihr Partnerguthaben beträgt jetzt -$20.00.');
    expect(mail!.text).toContain('bereits ausgezahlt');
  });

  it('tells nobody when the refunded order earned no commission', async () => {
    const before = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'affiliate.commission.reversed'));
    const loner = await registerUser(t.app, null);
    const order = await completeOrder(t.app, loner.id, 10_000);
    expect((await admin.call(refundOrderEndpoint, { id: order.id })).status).toBe(200);
    const after = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'affiliate.commission.reversed'));
    expect(after).toHaveLength(before.length);
  });
});
