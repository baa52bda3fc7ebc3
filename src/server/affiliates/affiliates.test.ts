import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAffiliateDashboard,
  listAffiliateReferrals,
  registerAffiliate,
  updateAdminAffiliates,
} from '#shared/contracts/affiliates.endpoints.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { affiliateLedger, commissionDecisions, referrals } from './affiliates.schema.ts';
import { completeOrder, createAffiliate, dashboardOf, refundOrder, registerUser } from './affiliates.test-helpers.ts';
import { commissionCents } from './money.ts';
import { maskEmail } from './affiliates.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const referralOf = async (userId: number) =>
  (await t.app.db.select().from(referrals).where(eq(referrals.referredUserId, userId)))[0];

describe('joining the program', () => {
  it('gives a human-friendly unique code and a referral link; a second join is refused', async () => {
    const user = await createTestUser(t.app, { displayName: 'Jane Doe' });
    const { client } = await signedInClient(t.app, user);
    const res = await client.ok(registerAffiliate, {});
    expect(res).toEqual({ success: true, affiliateCode: expect.stringMatching(/^JANEDO[A-HJ-NP-Z2-9]{4}$/) });
    const dashboard = await dashboardOf(client);
    expect(dashboard).toEqual({
      referralLink: `http://shop.test/?ref=${res.affiliateCode}`,
      affiliateCode: res.affiliateCode,
      holdDays: 14,
      stats: {
        totalReferrals: 0,
        totalCommissions: 0,
        balance: 0,
        pendingCommissions: 0,
        approvedBalance: 0,
        paidOut: 0,
      },
    });
    const again = await client.call(registerAffiliate, {});
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'You are already registered as an affiliate.', code: 'affiliate_already_registered' },
    });
  });

  it('answers 404 on the dashboard for a signed-in user who has not joined', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.call(getAffiliateDashboard, undefined);
    expect(res).toMatchObject({
      status: 404,
      body: { error: 'You are not registered as an affiliate.', code: 'affiliate_not_registered' },
    });
  });

  it('rejects a non-empty register body', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.post<unknown>('/_api/affiliate/register', { code: 'MINE' })).status).toBe(400);
  });
});

describe('attribution', () => {
  it('records one pending referral from the code given at registration (any case)', async () => {
    const affiliate = await createAffiliate(t.app);
    const referred = await registerUser(t.app, ` ${affiliate.code.toLowerCase()} `);
    expect(await referralOf(referred.id)).toMatchObject({ affiliateId: affiliate.id, status: 'pending' });
    expect((await dashboardOf(affiliate.client)).stats.totalReferrals).toBe(1);
  });

  it('ignores unknown codes, inactive and banned affiliates', async () => {
    const inactive = await createAffiliate(t.app, { status: 'inactive' });
    const banned = await createAffiliate(t.app, { status: 'banned' });
    for (const code of ['NOSUCHCODE', '<script>', inactive.code, banned.code]) {
      const user = await registerUser(t.app, code);
      expect(await referralOf(user.id), `code ${code}`).toBeUndefined();
    }
  });

  it('a registration without a code creates the account and no referral', async () => {
    const user = await registerUser(t.app, null);
    expect(user.id).toBeGreaterThan(0);
    expect(await referralOf(user.id)).toBeUndefined();
  });
});

describe('?ref= capture', () => {
  it('sets a 30-day HttpOnly SameSite=Lax cookie for an active code; last click wins', async () => {
    const first = await createAffiliate(t.app);
    const second = await createAffiliate(t.app);
    const visitor = new ApiClient(t.app);
    const res = await visitor.get(`/pricing?ref=${first.code.toLowerCase()}`);
    const cookie = res.cookies.find((c) => c.name === 'ref');
    expect(cookie).toMatchObject({
      value: first.code,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 3600,
    });
    await visitor.get(`/?ref=${second.code}`);
    expect(visitor.cookie('ref')).toBe(second.code);
  });

  it('ignores unknown and inactive codes, API calls and non-GET requests', async () => {
    const inactive = await createAffiliate(t.app, { status: 'inactive' });
    const active = await createAffiliate(t.app);
    const visitor = new ApiClient(t.app);
    for (const url of ['/?ref=NOPE1234', `/?ref=${inactive.code}`, `/_api/affiliate/dashboard?ref=${active.code}`]) {
      const res = await visitor.get(url);
      expect(
        res.cookies.find((c) => c.name === 'ref'),
        url,
      ).toBeUndefined();
    }
    const post = await visitor.request({ method: 'POST', url: `/?ref=${active.code}` });
    expect(post.cookies.find((c) => c.name === 'ref')).toBeUndefined();
  });
});

describe('commissions on the ledger', () => {
  it('rounds rate × total half up to the cent', () => {
    expect(commissionCents(12_345, 1000)).toBe(1235); // 1234.5 → 1235
    expect(commissionCents(12_344, 1000)).toBe(1234); // 1234.4 → 1234
    expect(commissionCents(9_999, 1000)).toBe(1000); // 999.9 → 1000
    expect(commissionCents(4, 1250)).toBe(1); // 0.5 → 1
    expect(commissionCents(3, 1250)).toBe(0); // 0.375 → 0
    expect(commissionCents(29_900, 10_000)).toBe(29_900);
    expect(commissionCents(29_900, 0)).toBe(0);
  });

  it('a completed order of a referred user earns rate × total and converts the referral', async () => {
    const affiliate = await createAffiliate(t.app, { rateBp: 1250 });
    const customer = await registerUser(t.app, affiliate.code);
    await completeOrder(t.app, customer.id, 12_345); // 12.5% of $123.45 = 1543.125 → 1543 cents
    expect(await referralOf(customer.id)).toMatchObject({ status: 'completed' });
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalReferrals: 1,
      totalCommissions: 15.43,
      balance: 15.43,
    });
    await completeOrder(t.app, customer.id, 29_900); // every order of that user earns: + 37.375 → 3738
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalReferrals: 1,
      totalCommissions: 52.81,
      balance: 52.81,
    });
  });

  it('orders of users nobody referred, and of inactive or banned affiliates, earn nothing', async () => {
    const loner = await createTestUser(t.app);
    await completeOrder(t.app, loner.id, 10_000);
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    for (const status of ['inactive', 'banned'] as const) {
      const admin = (await signedInClient(t.app, 'admin')).client;
      await admin.ok(updateAdminAffiliates, { updates: [{ id: affiliate.id, status }] });
      await completeOrder(t.app, customer.id, 10_000);
    }
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalReferrals: 1,
      totalCommissions: 0,
      balance: 0,
    });
    expect(await referralOf(customer.id)).toMatchObject({ status: 'pending' });
    const rows = await t.app.db.select().from(affiliateLedger).where(eq(affiliateLedger.affiliateId, affiliate.id));
    expect(rows).toEqual([]);
  });

  it('running the completed hook twice for one order does not double the commission', async () => {
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    const order = await completeOrder(t.app, customer.id, 10_000);
    const { runOrderHooks } = await import('../store/order-hooks.ts');
    await t.app.db.transaction((tx) =>
      runOrderHooks(t.app.hooks.order, 'completed', tx, {
        orderId: order.id,
        userId: customer.id,
        totalCents: 10_000,
        paidBeforeTaxCents: 10_000,
        couponAffiliateId: null,
        site: { siteName: 'NovaTick', siteUrl: 'http://shop.test' },
      }),
    );
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(10);
  });

  it('a refund reverses the commission; the referral is cancelled when nothing remains', async () => {
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    const first = await completeOrder(t.app, customer.id, 9_900);
    const second = await completeOrder(t.app, customer.id, 29_900);
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ totalCommissions: 39.8, balance: 39.8 });

    await refundOrder(t.app, first);
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ totalCommissions: 29.9, balance: 29.9 });
    expect(await referralOf(customer.id)).toMatchObject({ status: 'completed' });

    await refundOrder(t.app, second);
    await refundOrder(t.app, second); // a repeated refund event reverses nothing more
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalReferrals: 1,
      totalCommissions: 0,
      balance: 0,
    });
    expect(await referralOf(customer.id)).toMatchObject({ status: 'cancelled' });

    const types = (
      await t.app.db.select().from(affiliateLedger).where(eq(affiliateLedger.affiliateId, affiliate.id))
    ).map((r) => [r.type, r.amountCents]);
    expect(types).toEqual([
      ['commission', 990],
      ['commission', 2990],
      ['reversal', -990],
      ['reversal', -2990],
    ]);
  });

  it('the ledger is append-only: the database refuses updates and deletes', async () => {
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    await completeOrder(t.app, customer.id, 10_000);
    await expect(
      t.app.db.execute(sql`update affiliate_ledger set amount_cents = 99999 where affiliate_id = ${affiliate.id}`),
    ).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`delete from affiliate_ledger where affiliate_id = ${affiliate.id}`),
    ).rejects.toThrow();
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(10);
  });
});

describe('referrals list', () => {
  it('pages, filters by status, masks e-mails and shows each referral’s net commission', async () => {
    const affiliate = await createAffiliate(t.app);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await registerUser(t.app, affiliate.code, `buyer${i}@example.com`));
    await completeOrder(t.app, made[1]!.id, 5_000);

    const all = await affiliate.client.ok(listAffiliateReferrals, {});
    expect(all.pagination).toEqual({ currentPage: 1, totalPages: 1 });
    expect(all.referrals).toHaveLength(3);
    const converted = all.referrals.find((r) => r.conversionStatus === 'completed');
    expect(converted).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      referredUserName: 'Referred buyer1',
      referredUserEmail: 'b***@example.com',
      conversionStatus: 'completed',
      commissionAmount: 5,
      holdUntil: expect.any(String),
    });
    // The row says until when the commission is held; approved, it says no more.
    const [commission] = await t.app.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.referralId, converted!.id));
    expect(Date.parse(converted!.holdUntil!)).toBe(
      commission!.createdAt.getTime() + t.app.config.AFFILIATE_HOLD_DAYS * 86_400_000,
    );
    expect(all.referrals.filter((r) => r.conversionStatus === 'pending').map((r) => r.holdUntil)).toEqual([null, null]);
    await t.app.db
      .insert(commissionDecisions)
      .values({ ledgerId: commission!.id, status: 'approved', actor: 'system' });
    const approved = await affiliate.client.ok(listAffiliateReferrals, { status: 'completed' });
    expect(approved.referrals[0]!.holdUntil).toBeNull();

    const pending = await affiliate.client.ok(listAffiliateReferrals, { status: 'pending', page: 2, pageSize: 1 });
    expect(pending.pagination).toEqual({ currentPage: 2, totalPages: 2 });
    expect(pending.referrals).toHaveLength(1);
    expect(pending.referrals[0]!.conversionStatus).toBe('pending');

    for (const bad of ['page=0', 'pageSize=101', 'status=paid', 'page=abc']) {
      expect((await affiliate.client.get<unknown>(`/_api/affiliate/referrals?${bad}`)).status, bad).toBe(400);
    }
  });

  it('masks short and odd e-mail addresses too', () => {
    expect(maskEmail('john@example.com')).toBe('j***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
  });

  it('IDOR: an affiliate only ever sees their own referrals', async () => {
    const alice = await createAffiliate(t.app);
    const bob = await createAffiliate(t.app);
    await registerUser(t.app, alice.code, 'alice-customer@example.com');
    const bobsView = await bob.client.ok(listAffiliateReferrals, {});
    expect(bobsView.referrals).toEqual([]);
    expect((await alice.client.ok(listAffiliateReferrals, {})).referrals).toHaveLength(1);
  });
});

describe('role matrix', () => {
  const affiliateCalls = [
    ['GET', '/_api/affiliate/dashboard'],
    ['GET', '/_api/affiliate/referrals'],
    ['GET', '/_api/affiliate/payouts'],
    ['POST', '/_api/affiliate/register'],
    [
      'POST',
      '/_api/affiliate/payout',
      { amount: 50, payoutMethod: 'paypal', payoutDetails: { paypalEmail: 'me@example.com' } },
    ],
  ] as const;
  const adminCalls = [
    ['GET', '/_api/admin/affiliates'],
    ['POST', '/_api/admin/affiliates', { updates: [{ id: 999_999, status: 'active' }] }],
    ['GET', '/_api/admin/payouts'],
    ['POST', '/_api/admin/payouts/mark-paid', { id: 999_999, reference: 'PP-1' }],
    ['POST', '/_api/admin/payouts/reject', { id: 999_999, reason: 'No' }],
  ] as const;
  // Bodies are valid so the guards, not validation, decide (Fastify validates before preHandler).
  const call = (client: ApiClient, method: 'GET' | 'POST', url: string, body: object = {}) =>
    method === 'GET' ? client.get<unknown>(url) : client.post<unknown>(url, body);

  it('visitors get 401 everywhere; users 403 on admin calls; admins pass the guards', async () => {
    const visitor = new ApiClient(t.app);
    const user = (await signedInClient(t.app, 'user')).client;
    const admin = (await signedInClient(t.app, 'admin')).client;
    for (const [method, url, body] of [...affiliateCalls, ...adminCalls]) {
      expect(await call(visitor, method, url, body), `${method} ${url}`).toMatchObject({
        status: 401,
        body: { error: 'Authentication required.' },
      });
    }
    for (const [method, url, body] of adminCalls) {
      expect(await call(user, method, url, body), `${method} ${url}`).toMatchObject({
        status: 403,
        body: { error: 'Admin access required.' },
      });
      expect((await call(admin, method, url, body)).status, `${method} ${url}`).toBe(method === 'GET' ? 200 : 404);
    }
  });
});
