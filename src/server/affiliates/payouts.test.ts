import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAdminPayouts,
  listAffiliatePayouts,
  markPayoutPaid,
  rejectPayout,
  requestAffiliatePayout,
} from '#shared/contracts/affiliates.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { createTestApp, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { affiliateLedger, affiliates } from './affiliates.schema.ts';
import {
  commissionOf,
  completeOrder,
  createAffiliate,
  dashboardOf,
  fundAffiliate,
  registerUser,
} from './affiliates.test-helpers.ts';
import { decideCommissions } from './commission-decisions.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paypal = (amount: number, email = 'payee@example.com') => ({
  amount,
  payoutMethod: 'paypal',
  payoutDetails: { paypalEmail: email },
});

describe('payout requests', () => {
  it('debits the balance at once and answers { success, payoutId, balance }', async () => {
    const affiliate = await createAffiliate(t.app);
    await fundAffiliate(t.app, affiliate.code, 12_000); // $120 balance
    const res = await affiliate.client.ok(requestAffiliatePayout, paypal(50.5));
    expect(res).toEqual({ success: true, payoutId: expect.any(Number), balance: 69.5 });
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalReferrals: 1,
      totalCommissions: 120,
      balance: 69.5,
    });

    const list = await affiliate.client.ok(listAffiliatePayouts, {});
    expect(list.payouts).toEqual([
      {
        id: res.payoutId,
        amount: 50.5,
        payoutMethod: 'paypal',
        status: 'requested',
        reference: null,
        reason: null,
        createdAt: expect.any(String),
        processedAt: null,
      },
    ]);
  });

  it.each([
    [{ payoutMethod: 'paypal', payoutDetails: { paypalEmail: 'a@b.co' } }, 'Amount is required.', 'amount'],
    [paypal(-5), 'Amount must be positive', 'amount'],
    [paypal(0), 'Amount must be positive', 'amount'],
    [paypal(49.99), 'Please enter a valid amount. Minimum payout is $50.', 'amount'],
    [paypal(50.001), 'Amount can have at most two decimals.', 'amount'],
    [paypal(50.005), 'Amount can have at most two decimals.', 'amount'],
    [{ ...paypal(0), amount: '60' }, 'Amount is required.', 'amount'],
    [{ amount: 60, payoutMethod: '  ', payoutDetails: {} }, 'Payout method is required', 'payoutMethod'],
    [{ amount: 60, payoutDetails: {} }, 'Payout method is required', 'payoutMethod'],
    [
      { amount: 60, payoutMethod: 'bank_transfer', payoutDetails: {} },
      'This payout method is not available yet.',
      'payoutMethod',
    ],
    [paypal(60, 'not-an-email'), 'A valid PayPal email is required.', 'payoutDetails.paypalEmail'],
    [
      { amount: 60, payoutMethod: 'paypal', payoutDetails: {} },
      'A valid PayPal email is required.',
      'payoutDetails.paypalEmail',
    ],
    [{ amount: 60, payoutMethod: 'paypal', payoutDetails: 'x' }, null, 'payoutDetails'],
    [
      { amount: 60, payoutMethod: 'paypal', payoutDetails: { paypalEmail: 'a@b.co', iban: 'DE00' } },
      'Payout details can only hold paypalEmail.',
      'payoutDetails',
    ],
  ])('refuses %j with its message', async (body, message, field) => {
    const affiliate = await createAffiliate(t.app);
    await fundAffiliate(t.app, affiliate.code, 10_000);
    const res = await affiliate.client.post<ErrorBody>('/_api/affiliate/payout', body);
    expect(res).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    if (message) expect(res.body).toMatchObject({ error: message, details: { [field]: message } });
    else expect(Object.keys(res.body.details ?? {})).toContain(field);
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(100);
  });

  it('refuses more than the balance, non-affiliates and banned affiliates', async () => {
    const affiliate = await createAffiliate(t.app);
    await fundAffiliate(t.app, affiliate.code, 6_000);
    expect(await affiliate.client.call(requestAffiliatePayout, paypal(60.01))).toMatchObject({
      status: 400,
      body: {
        error: 'Amount cannot exceed your current balance.',
        code: 'payout_above_balance',
        details: { amount: 'Amount cannot exceed your current balance.' },
        fieldCodes: { amount: 'above_balance' },
      },
    });
    const stranger = (await signedInClient(t.app)).client;
    expect(await stranger.call(requestAffiliatePayout, paypal(50))).toMatchObject({
      status: 404,
      body: { error: 'You are not registered as an affiliate.', code: 'affiliate_not_registered' },
    });
    await t.app.db.update(affiliates).set({ status: 'banned' }).where(eq(affiliates.id, affiliate.id));
    expect(await affiliate.client.call(requestAffiliatePayout, paypal(50))).toMatchObject({
      status: 403,
      body: { error: 'Your affiliate account has been suspended.', code: 'affiliate_suspended' },
    });
  });

  // 1,000 at once on PostgreSQL (real row locks across a connection pool); PGlite runs one
  // connection, so a smaller burst there still checks the arithmetic.
  const burst = onPostgres() ? 1000 : 60;
  it(`${burst} concurrent payout requests never take the balance below zero`, { timeout: 120_000 }, async () => {
    const affiliate = await createAffiliate(t.app);
    await fundAffiliate(t.app, affiliate.code, 50_000); // $500 = exactly 10 payouts of $50
    const results = await Promise.all(
      Array.from({ length: burst }, () => affiliate.client.call(requestAffiliatePayout, paypal(50))),
    );
    const ok = results.flatMap((r) => (r.ok ? [r.body] : []));
    const refused = results.flatMap((r) => (r.ok ? [] : [r]));
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(burst - 10);
    expect(
      refused.every(
        (r) =>
          r.status === 400 &&
          r.body.code === 'payout_above_balance' &&
          r.body.error === 'Amount cannot exceed your current balance.',
      ),
    ).toBe(true);
    expect(ok.map((r) => r.balance).sort((a, b) => a - b)).toEqual([0, 50, 100, 150, 200, 250, 300, 350, 400, 450]);
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(0);
    const debits = await t.app.db.select().from(affiliateLedger).where(eq(affiliateLedger.affiliateId, affiliate.id));
    expect(debits.filter((d) => d.type === 'payout')).toHaveLength(10);
  });

  it('IDOR: an affiliate never sees another affiliate’s payouts', async () => {
    const alice = await createAffiliate(t.app);
    const bob = await createAffiliate(t.app);
    await fundAffiliate(t.app, alice.code, 5_000);
    expect((await alice.client.call(requestAffiliatePayout, paypal(50))).status).toBe(200);
    expect((await bob.client.ok(listAffiliatePayouts, {})).payouts).toEqual([]);
    expect((await alice.client.ok(listAffiliatePayouts, {})).payouts).toHaveLength(1);
  });
});

describe('admin payouts', () => {
  it('lists requested payouts oldest first, marks one paid with a reference and e-mails the affiliate', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const affiliate = await createAffiliate(t.app);
    await fundAffiliate(t.app, affiliate.code, 20_000);
    const first = (await affiliate.client.ok(requestAffiliatePayout, paypal(50))).payoutId;
    const second = (await affiliate.client.ok(requestAffiliatePayout, paypal(70))).payoutId;

    const queue = await admin.ok(listAdminPayouts, { status: 'requested', limit: 100 });
    const ids = queue.payouts.map((p) => p.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(queue.payouts.find((p) => p.id === first)).toMatchObject({
      affiliateCode: affiliate.code,
      email: affiliate.user.email,
      amount: 50,
      payoutMethod: 'paypal',
      payoutDetails: { paypalEmail: 'payee@example.com' },
      status: 'requested',
    });

    const paid = await admin.ok(markPayoutPaid, { id: first, reference: '  PAYPAL-TX-123 ' });
    expect(paid.payout).toMatchObject({
      id: first,
      status: 'paid',
      reference: 'PAYPAL-TX-123',
      processedAt: expect.any(String),
    });
    expect(await admin.call(markPayoutPaid, { id: first, reference: 'again' })).toMatchObject({
      status: 409,
      body: { error: 'This payout has already been processed.', code: 'payout_already_processed' },
    });
    expect(await admin.call(rejectPayout, { id: first, reason: 'late' })).toMatchObject({
      status: 409,
      body: { code: 'payout_already_processed' },
    });

    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, affiliate.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'affiliate.payout.paid' });
    expect(mails[0]!.text).toContain('PAYPAL-TX-123');
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(80);
  });

  it('rejecting returns the amount to the balance with a payout_refund and e-mails the reason', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const affiliate = await createAffiliate(t.app);
    await fundAffiliate(t.app, affiliate.code, 10_000);
    const id = (await affiliate.client.ok(requestAffiliatePayout, paypal(100))).payoutId;
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(0);

    const rejected = await admin.ok(rejectPayout, {
      id,
      reason: 'PayPal account could not be verified.',
    });
    expect(rejected.payout).toMatchObject({ status: 'rejected', reason: 'PayPal account could not be verified.' });
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(100);
    const entries = await t.app.db.select().from(affiliateLedger).where(eq(affiliateLedger.payoutId, id));
    expect(entries.map((e) => [e.type, e.amountCents])).toEqual([
      ['payout', -10_000],
      ['payout_refund', 10_000],
    ]);
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, affiliate.user.email));
    expect(mail).toMatchObject({ kind: 'affiliate.payout.rejected' });
    expect(mail!.text).toContain('PayPal account could not be verified.');

    const own = await affiliate.client.ok(listAffiliatePayouts, {});
    expect(own.payouts[0]).toMatchObject({ status: 'rejected', reason: 'PayPal account could not be verified.' });
  });

  it('validates its inputs and answers 404 for unknown payouts', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    expect(await admin.call(markPayoutPaid, { id: 1, reference: ' ' })).toMatchObject({
      status: 400,
      body: { error: 'A payment reference is required.' },
    });
    expect(await admin.call(rejectPayout, { id: 1, reason: '' })).toMatchObject({
      status: 400,
      body: { error: 'A reason is required.' },
    });
    expect(await admin.call(rejectPayout, { id: 987_654, reason: 'x' })).toMatchObject({
      status: 404,
      body: { error: 'Payout not found.', code: 'payout_not_found' },
    });
    expect((await admin.get<unknown>('/_api/admin/payouts?status=lost')).status).toBe(400);
  });

  it('a refund after a payout may leave the balance negative; later commissions make up for it', async () => {
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    const order = await completeOrder(t.app, customer.id, 50_000);
    await decideCommissions(t.app.db, [(await commissionOf(t.app, order.id))!.id], 'approved', 'admin');
    expect((await affiliate.client.call(requestAffiliatePayout, paypal(50))).status).toBe(200);
    const { refundOrder } = await import('./affiliates.test-helpers.ts');
    await refundOrder(t.app, order);
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(-50);
    expect(await affiliate.client.call(requestAffiliatePayout, paypal(50))).toMatchObject({
      status: 400,
      body: { error: 'Amount cannot exceed your current balance.', code: 'payout_above_balance' },
    });
  });
});
