import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideCommissions, listAdminCommissions } from '#shared/contracts/affiliate-commissions.endpoints.ts';
import { requestAffiliatePayout } from '#shared/contracts/affiliates.endpoints.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { commissionDecisions } from './affiliates.schema.ts';
import {
  commissionOf,
  completeOrder,
  createAffiliate,
  dashboardOf,
  refundOrder,
  registerUser,
} from './affiliates.test-helpers.ts';
import { createCommissionHoldJob } from './commission-hold.job.ts';

// A commission is pending for AFFILIATE_HOLD_DAYS (14 by default), then the
// hold job approves it; only approved money can be paid out; the admin approves early or declines.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const log = pino({ level: 'silent' });
/** The hold job with its clock `days` ahead of now. */
const jobAt = (days: number) =>
  createCommissionHoldJob({ db: t.app.db, holdDays: 14, log, now: () => new Date(Date.now() + days * DAY) });

const paypal = (amount: number) => ({
  amount,
  payoutMethod: 'paypal',
  payoutDetails: { paypalEmail: 'p@example.com' },
});

/** An affiliate with one referred customer who bought `totalCents` (10% commission). */
async function affiliateWithSale(totalCents: number) {
  const affiliate = await createAffiliate(t.app);
  const customer = await registerUser(t.app, affiliate.code);
  const order = await completeOrder(t.app, customer.id, totalCents);
  return { affiliate, customer, order, commission: (await commissionOf(t.app, order.id))! };
}

describe('hold and approval', () => {
  it('a new commission is pending during the hold and approved by the job once it is over', async () => {
    const { affiliate } = await affiliateWithSale(60_000); // $60 commission
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalCommissions: 60,
      balance: 60,
      pendingCommissions: 60,
      approvedBalance: 0,
      paidOut: 0,
    });

    await jobAt(13).run(); // a day before the hold ends: nothing changes
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ pendingCommissions: 60, approvedBalance: 0 });

    await jobAt(14.01).run();
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      balance: 60,
      pendingCommissions: 0,
      approvedBalance: 60,
    });
  });

  it('two job runners at once approve each commission exactly once', async () => {
    const sales = await Promise.all([affiliateWithSale(10_000), affiliateWithSale(20_000), affiliateWithSale(30_000)]);
    const before = (await t.app.db.select().from(commissionDecisions)).length;
    const [a, b] = await Promise.all([jobAt(15).run(), jobAt(15).run()]);
    const after = await t.app.db.select().from(commissionDecisions);
    expect(a + b).toBe(after.length - before);
    expect(Math.min(a, b)).toBe(0);
    for (const { commission } of sales)
      expect(after.filter((d) => d.ledgerId === commission.id)).toEqual([
        expect.objectContaining({ status: 'approved', actor: 'system' }),
      ]);
    expect(await jobAt(30).run()).toBe(0); // nothing left to approve
  });

  it('a refund within the hold takes the commission out of the pending balance; approval adds nothing', async () => {
    const { affiliate, order } = await affiliateWithSale(40_000);
    await refundOrder(t.app, order);
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ balance: 0, pendingCommissions: 0 });
    await jobAt(15).run();
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ balance: 0, approvedBalance: 0 });
  });
});

describe('payouts', () => {
  it('refuse pending balance with a clear error, and pay out approved balance', async () => {
    const { affiliate } = await affiliateWithSale(60_000);
    expect(await affiliate.client.call(requestAffiliatePayout, paypal(50))).toMatchObject({
      status: 400,
      body: {
        code: 'payout_above_approved_balance',
        error: expect.stringContaining('Only approved commissions can be paid out.'),
        fieldCodes: { amount: 'above_balance' },
      },
    });
    await jobAt(15).run();
    expect(await affiliate.client.ok(requestAffiliatePayout, paypal(50))).toMatchObject({ balance: 10 });
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ approvedBalance: 10, pendingCommissions: 0 });
  });
});

describe('the admin', () => {
  it('approves early, one by one or in bulk; the list shows each status and when the hold ends', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const first = await affiliateWithSale(10_000);
    const second = await affiliateWithSale(20_000);
    const pending = await admin.ok(listAdminCommissions, { status: 'pending', limit: 100 });
    const row = pending.commissions.find((c) => c.id === first.commission.id);
    expect(row).toMatchObject({ status: 'pending', amount: 10, affiliateCode: first.affiliate.code });
    expect(new Date(row!.holdUntil!).getTime() - new Date(row!.createdAt).getTime()).toBe(14 * DAY);

    expect(
      await admin.ok(decideCommissions, { ids: [first.commission.id, second.commission.id], decision: 'approved' }),
    ).toEqual({ decided: 2 });
    expect((await dashboardOf(first.affiliate.client)).stats).toMatchObject({ approvedBalance: 10 });
    expect((await dashboardOf(second.affiliate.client)).stats).toMatchObject({ approvedBalance: 20 });
    const approved = await admin.ok(listAdminCommissions, { status: 'approved', limit: 100 });
    expect(approved.commissions.find((c) => c.id === first.commission.id)).toMatchObject({ holdUntil: null });
  });

  it('declines: the commission leaves every balance, the ledger keeps it, the job never approves it', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const { affiliate, commission } = await affiliateWithSale(50_000);
    expect(await admin.ok(decideCommissions, { ids: [commission.id], decision: 'declined' })).toEqual({ decided: 1 });
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalCommissions: 0,
      balance: 0,
      pendingCommissions: 0,
      approvedBalance: 0,
    });
    expect(await commissionOf(t.app, commission.orderId!)).toMatchObject({ amountCents: 5000 }); // still on the ledger
    await jobAt(30).run();
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ approvedBalance: 0 });
    const declined = await admin.ok(listAdminCommissions, { status: 'declined', limit: 100 });
    expect(declined.commissions.map((c) => c.id)).toContain(commission.id);
    // Decisions are history too: the database refuses to edit or remove one.
    await expect(
      t.app.db.execute(sql`update commission_decisions set status = 'approved' where ledger_id = ${commission.id}`),
    ).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`delete from commission_decisions where ledger_id = ${commission.id}`),
    ).rejects.toThrow();
  });

  it('all or nothing: a decided commission is 409, an unknown one 404, and nothing else is decided', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const open = await affiliateWithSale(10_000);
    const done = await affiliateWithSale(10_000);
    await admin.ok(decideCommissions, { ids: [done.commission.id], decision: 'approved' });
    expect(
      await admin.call(decideCommissions, { ids: [open.commission.id, done.commission.id], decision: 'declined' }),
    ).toMatchObject({
      status: 409,
      body: { code: 'commission_not_pending', error: 'Only pending commissions can be approved or declined.' },
    });
    expect(
      await admin.call(decideCommissions, { ids: [open.commission.id, 2_000_000], decision: 'approved' }),
    ).toMatchObject({
      status: 404,
      body: { code: 'commission_not_found' },
    });
    expect((await dashboardOf(open.affiliate.client)).stats).toMatchObject({
      pendingCommissions: 10,
      approvedBalance: 0,
    });
    expect(await admin.call(decideCommissions, { ids: [], decision: 'approved' })).toMatchObject({ status: 400 });
    expect(
      (await open.affiliate.client.call(decideCommissions, { ids: [open.commission.id], decision: 'approved' })).status,
    ).toBe(403);
  });
});

describe('the e2e clock control', () => {
  it('exists only with E2E_TEST_CLOCK, and runs the hold job that many days ahead', async () => {
    expect((await new ApiClient(t.app).post('/_api/test/clock', { advanceDays: 15 })).status).toBe(404);
    const e2e = await createTestApp({ E2E_TEST_CLOCK: 'true' });
    try {
      const res = await new ApiClient(e2e.app).post<{ approved: number; now: string }>('/_api/test/clock', {
        advanceDays: 15,
      });
      expect(res.status).toBe(200);
      expect(new Date(res.body.now).getTime() - Date.now()).toBeGreaterThan(14 * DAY);
    } finally {
      await e2e.close();
    }
  });
});
