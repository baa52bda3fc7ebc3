import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReviewReferrals, reviewReferrals } from '#shared/contracts/affiliate-commissions.endpoints.ts';
import { users } from '../auth/auth.schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { affiliateLedger, affiliates, referrals } from './affiliates.schema.ts';
import { completeOrder, createAffiliate, dashboardOf, registerUser } from './affiliates.test-helpers.ts';
import { createCommissionHoldJob } from './commission-hold.job.ts';
import { normaliseMailbox } from './fraud-rules.ts';

// A referral that looks like the affiliate referring themselves is flagged for
// review, not credited, until the admin approves it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const referralOf = async (userId: number) =>
  (await t.app.db.select().from(referrals).where(eq(referrals.referredUserId, userId)))[0];
let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

describe('normalising e-mail addresses', () => {
  it.each([
    ['Jane.Doe+promo@GMail.com', 'janedoe@gmail.com'],
    ['j.a.n.e.doe@googlemail.com', 'janedoe@gmail.com'],
    ['sam+shop@example.com', 'sam@example.com'],
    ['s.am@example.com', 's.am@example.com'], // dots only count for Gmail
    [' Sam@Example.COM ', 'sam@example.com'],
  ])('%s → %s', (email, mailbox) => expect(normaliseMailbox(email)).toBe(mailbox));
});

describe('the fraud rules', () => {
  it("flags a buyer whose mailbox is the affiliate's (case, dots and +tags); it earns nothing until approved", async () => {
    const owner = await createTestUser(t.app, { email: `jane.doe.${unique()}@gmail.com` });
    const affiliate = await createAffiliate(t.app, { user: owner });
    const [local] = owner.email.split('@');
    const twin = await registerUser(
      t.app,
      affiliate.code,
      `${local!.replace(/\./g, '').toUpperCase()}+x@googlemail.com`,
    );
    expect(await referralOf(twin.id)).toMatchObject({ reviewStatus: 'flagged', reviewReason: 'email_match' });
    await completeOrder(t.app, twin.id, 30_000);
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalReferrals: 1,
      totalCommissions: 0,
      balance: 0,
      pendingCommissions: 0,
    });
    // A stranger at the same provider is credited as usual.
    const stranger = await registerUser(t.app, affiliate.code, `someone.else.${unique()}@gmail.com`);
    expect(await referralOf(stranger.id)).toMatchObject({ reviewStatus: null });
  });

  it("flags a sign-up from the affiliate's last-seen address within 24 hours", async () => {
    const affiliate = await createAffiliate(t.app);
    const home = '10.77.0.7';
    const { client } = await signedInClient(t.app, affiliate.user, home);
    await dashboardOf(client); // the affiliate's own page, from home
    const [seen] = await t.app.db.select().from(affiliates).where(eq(affiliates.id, affiliate.id));
    expect(seen).toMatchObject({ lastSeenIp: home });

    const email = `buyer-${unique()}@example.com`;
    const res = await new ApiClient(t.app, home).post('/_api/auth/register_with_password', {
      email,
      password: 'long-enough-1',
      displayName: 'Same Desk',
      referralCode: affiliate.code,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [buyer] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(await referralOf(buyer!.id)).toMatchObject({
      signupIp: home,
      reviewStatus: 'flagged',
      reviewReason: 'affiliate_ip',
    });

    // More than 24 hours after the affiliate was last seen there, the address is no sign.
    await t.app.db
      .update(affiliates)
      .set({ lastSeenAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(affiliates.id, affiliate.id));
    const later = await registerUser(t.app, affiliate.code, undefined, home);
    expect(await referralOf(later.id)).toMatchObject({ reviewStatus: null });
  });

  it('flags sign-ups beyond AFFILIATE_FRAUD_SIGNUPS_PER_IP (3) from one address in a day, per affiliate', async () => {
    const affiliate = await createAffiliate(t.app);
    const other = await createAffiliate(t.app);
    const ip = '10.88.0.9';
    for (let i = 0; i < 3; i++) {
      const user = await registerUser(t.app, affiliate.code, undefined, ip);
      expect(await referralOf(user.id), `sign-up ${i + 1}`).toMatchObject({ reviewStatus: null });
    }
    const fourth = await registerUser(t.app, affiliate.code, undefined, ip);
    expect(await referralOf(fourth.id)).toMatchObject({ reviewStatus: 'flagged', reviewReason: 'ip_signups' });
    const elsewhere = await registerUser(t.app, other.code, undefined, ip);
    expect(await referralOf(elsewhere.id)).toMatchObject({ reviewStatus: null });
  });

  it('never flags by a loopback address (a local shop, or a proxy without TRUST_PROXY)', async () => {
    const affiliate = await createAffiliate(t.app);
    const { client } = await signedInClient(t.app, affiliate.user, '127.0.0.1');
    await dashboardOf(client);
    for (let i = 0; i < 5; i++) {
      const user = await registerUser(t.app, affiliate.code, undefined, i % 2 ? '::1' : '127.0.0.1');
      expect(await referralOf(user.id), `sign-up ${i + 1}`).toMatchObject({ reviewStatus: null });
    }
  });
});

describe('the admin review', () => {
  /** An affiliate with a flagged (same-mailbox) referral who bought for `totalCents`. */
  async function flaggedSale(totalCents: number) {
    const owner = await createTestUser(t.app, { email: `owner-${unique()}@example.com` });
    const affiliate = await createAffiliate(t.app, { user: owner });
    const twin = await registerUser(t.app, affiliate.code, owner.email.replace('@', '+alt@'));
    await completeOrder(t.app, twin.id, totalCents);
    return { affiliate, twin, referral: (await referralOf(twin.id))! };
  }

  it('lists flagged referrals with the reason; approving credits them as pending commissions', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const { affiliate, referral } = await flaggedSale(20_000);
    const queue = await admin.ok(listReviewReferrals, { limit: 100 });
    expect(queue.referrals.find((r) => r.id === referral.id)).toMatchObject({
      affiliateCode: affiliate.code,
      reviewStatus: 'flagged',
      reason: 'email_match',
      heldAmount: 20,
    });
    expect(await admin.ok(reviewReferrals, { ids: [referral.id], decision: 'approved' })).toEqual({ decided: 1 });
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ pendingCommissions: 20, approvedBalance: 0 });
    const job = createCommissionHoldJob({
      db: t.app.db,
      holdDays: 14,
      log: pino({ level: 'silent' }),
      now: () => new Date(Date.now() + 15 * 86_400_000),
    });
    await job.run();
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ pendingCommissions: 0, approvedBalance: 20 });
    const approved = await admin.ok(listReviewReferrals, { status: 'approved', limit: 100 });
    expect(approved.referrals.find((r) => r.id === referral.id)).toMatchObject({ reviewedAt: expect.any(String) });
  });

  it('the hold job leaves flagged referrals alone; declining declines what they earned and what they will earn', async () => {
    const admin = (await signedInClient(t.app, 'admin')).client;
    const { affiliate, twin, referral } = await flaggedSale(20_000);
    await createCommissionHoldJob({
      db: t.app.db,
      holdDays: 14,
      log: pino({ level: 'silent' }),
      now: () => new Date(Date.now() + 30 * 86_400_000),
    }).run();
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ approvedBalance: 0, balance: 0 });
    expect(await admin.ok(reviewReferrals, { ids: [referral.id], decision: 'declined' })).toEqual({ decided: 1 });
    await completeOrder(t.app, twin.id, 50_000);
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ balance: 0, totalCommissions: 0 });
    const rows = await t.app.db.select().from(affiliateLedger).where(eq(affiliateLedger.affiliateId, affiliate.id));
    expect(rows).toHaveLength(1); // the first order's commission, kept on the ledger, declined
    expect(await admin.call(reviewReferrals, { ids: [referral.id], decision: 'approved' })).toMatchObject({
      status: 409,
      body: { code: 'referral_not_flagged' },
    });
    expect(await admin.call(reviewReferrals, { ids: [2_000_000], decision: 'approved' })).toMatchObject({
      status: 404,
      body: { code: 'referral_not_found' },
    });
    expect((await affiliate.client.call(listReviewReferrals, {})).status).toBe(403);
  });
});
