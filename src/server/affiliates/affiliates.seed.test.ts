import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAffiliateDashboard, listAdminAffiliates } from '#shared/contracts/affiliates.endpoints.ts';
import { runSeeders } from '../platform/seed.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { affiliates, payouts, referrals } from './affiliates.schema.ts';
import { affiliatesSeeder } from './affiliates.seed.ts';
import { storeSeeder } from '../store/store.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('affiliates demo seed', () => {
  it('makes the demo trader an affiliate among others in every state, with consistent ledgers', async () => {
    const trader = await createTestUser(t.app, { email: 'trader@novatick.example', displayName: 'Jordan Lee' });
    const context = { config: t.app.config, log: pino({ level: 'silent' }), notes: [] };
    // Referred customers buy from the demo catalogue, as the seeders' order has it.
    expect(await runSeeders(t.app.db, [storeSeeder, affiliatesSeeder], context)).toEqual([
      'store-demo',
      'affiliates-demo',
    ]);
    expect(await runSeeders(t.app.db, [storeSeeder, affiliatesSeeder], context)).toEqual([]);

    const rows = await t.app.db.select().from(affiliates);
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'active', 'banned', 'inactive']);
    expect(rows.find((r) => r.userId === trader.id)?.code).toBe('JORDAN10');
    expect(new Set((await t.app.db.select().from(referrals)).map((r) => r.status))).toEqual(
      new Set(['pending', 'completed', 'cancelled']),
    );
    expect(new Set((await t.app.db.select().from(payouts)).map((p) => p.status))).toEqual(
      new Set(['requested', 'paid', 'rejected']),
    );

    const { client } = await signedInClient(t.app, trader);
    const { dashboard } = await client.ok(getAffiliateDashboard, undefined);
    // 10% of 5 × $299 + $99 (one more $99 refunded) = $159.40, approved (older than the hold);
    // $50 paid; a $50 rejection refunded; 10% of a $299 order 5 days ago still pending.
    expect(dashboard.stats).toEqual({
      totalReferrals: 6,
      totalCommissions: 189.3,
      balance: 139.3,
      pendingCommissions: 29.9,
      approvedBalance: 109.4,
      paidOut: 50,
    });
    // Sofia's newest referral waits in the fraud review queue.
    expect((await t.app.db.select().from(referrals)).filter((r) => r.reviewStatus === 'flagged')).toHaveLength(1);
    const admin = (await signedInClient(t.app, 'admin')).client;
    const list = await admin.ok(listAdminAffiliates, { limit: 10 });
    expect(list.totalCount).toBe(4);
    for (const a of list.affiliates) expect(a.balance).toBeGreaterThanOrEqual(0);
    const [sofia] = await t.app.db.select().from(affiliates).where(eq(affiliates.code, 'SOFIAFLOW'));
    expect(sofia?.commissionRateBp).toBe(1500);
  });
});
