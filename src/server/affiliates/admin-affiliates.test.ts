import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAdminAffiliates,
  requestAffiliatePayout,
  updateAdminAffiliates,
} from '#shared/contracts/affiliates.endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import type { ApiClient, ErrorBody } from '../testing/test-app.ts';
import { affiliates } from './affiliates.schema.ts';
import { completeOrder, createAffiliate, registerUser } from './affiliates.test-helpers.ts';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());

describe('admin affiliates list', () => {
  it('shows each affiliate with rate, referrals, commissions and balance from the ledger', async () => {
    const user = await createTestUser(t.app, { displayName: 'Zed Quantum', email: 'zed.quantum@example.com' });
    const affiliate = await createAffiliate(t.app, { user, rateBp: 1250 });
    const customer = await registerUser(t.app, affiliate.code);
    await registerUser(t.app, affiliate.code);
    await completeOrder(t.app, customer.id, 10_000);
    await affiliate.client.call(requestAffiliatePayout, { amount: 0, payoutMethod: 'paypal', payoutDetails: {} }); // refused; nothing changes

    const res = await admin.ok(listAdminAffiliates, { search: 'quantum' });
    expect(res).toEqual({
      totalCount: 1,
      affiliates: [
        {
          id: affiliate.id,
          displayName: 'Zed Quantum',
          email: 'zed.quantum@example.com',
          affiliateCode: affiliate.code,
          commissionRate: 12.5,
          totalReferrals: 2,
          totalCommissions: 12.5,
          balance: 12.5,
          status: 'active',
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it('searches code, name and e-mail case-insensitively, filters by status and pages', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 3; i++) {
      const user = await createTestUser(t.app, { displayName: `Pager ${tag} ${i}`, email: `${tag}-${i}@example.com` });
      made.push(await createAffiliate(t.app, { user, status: i === 2 ? 'banned' : 'active' }));
    }
    expect((await admin.ok(listAdminAffiliates, { search: tag.toUpperCase() })).totalCount).toBe(3);
    expect(
      (await admin.ok(listAdminAffiliates, { search: made[0]!.code.toLowerCase() })).affiliates.map((a) => a.id),
    ).toEqual([made[0]!.id]);
    const banned = await admin.ok(listAdminAffiliates, { search: tag, status: 'banned' });
    expect(banned.affiliates.map((a) => a.id)).toEqual([made[2]!.id]);
    const page2 = await admin.ok(listAdminAffiliates, { search: tag, limit: 2, page: 2 });
    expect(page2).toMatchObject({ totalCount: 3, affiliates: [{ id: made[0]!.id }] }); // newest first
    expect((await admin.ok(listAdminAffiliates, { search: '%' })).totalCount).toBe(0); // % is literal
    for (const bad of ['status=deleted', 'page=0', 'limit=101'])
      expect((await admin.get<unknown>(`/_api/admin/affiliates?${bad}`)).status, bad).toBe(400);
  });
});

describe('admin bulk update', () => {
  it('updates status and commission rate of several affiliates and answers the count', async () => {
    const a = await createAffiliate(t.app);
    const b = await createAffiliate(t.app);
    const res = await admin.call(updateAdminAffiliates, {
      updates: [
        { id: a.id, status: 'inactive', commissionRate: 15.5 },
        { id: b.id, commissionRate: 0 },
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { message: '2 affiliate(s) updated successfully.' } });
    const rows = await t.app.db
      .select()
      .from(affiliates)
      .where(inArray(affiliates.id, [a.id, b.id]));
    expect(rows.find((r) => r.id === a.id)).toMatchObject({ status: 'inactive', commissionRateBp: 1550 });
    expect(rows.find((r) => r.id === b.id)).toMatchObject({ status: 'active', commissionRateBp: 0 });
  });

  it.each([
    [{ updates: [] }, 'At least one update is required.'],
    [{ updates: [{ id: 1 }] }, 'Either status or commissionRate must be provided for an update.'],
    [{ updates: [{ id: 1, commissionRate: 100.1 }] }, 'Must be a number between 0 and 100'],
    [{ updates: [{ id: 1, commissionRate: -1 }] }, 'Must be a number between 0 and 100'],
    [{ updates: [{ id: 1, status: 'deleted' }] }, null],
    [{ updates: [{ id: 0, status: 'active' }] }, null],
    [{ updates: [{ id: 1, status: 'active', userId: 5 }] }, null],
    [{}, null],
  ])('refuses %j', async (body, message) => {
    const res = await admin.post<ErrorBody>('/_api/admin/affiliates', body);
    expect(res).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    if (message) expect(res.body.error).toBe(message);
  });

  it('applies nothing when one id is unknown', async () => {
    const a = await createAffiliate(t.app);
    const res = await admin.call(updateAdminAffiliates, {
      updates: [
        { id: a.id, status: 'banned' },
        { id: 999_999, status: 'banned' },
      ],
    });
    expect(res).toMatchObject({
      status: 404,
      body: { error: 'Affiliate 999999 not found.', code: 'affiliate_not_found' },
    });
    const [row] = await t.app.db.select().from(affiliates).where(eq(affiliates.id, a.id));
    expect(row!.status).toBe('active');
  });

  it('a new rate applies to the next completed order', async () => {
    const a = await createAffiliate(t.app);
    const customer = await registerUser(t.app, a.code);
    await admin.ok(updateAdminAffiliates, { updates: [{ id: a.id, commissionRate: 20 }] });
    await completeOrder(t.app, customer.id, 9_999); // 20% of $99.99 = 1999.8 → 2000 cents
    const res = await admin.ok(listAdminAffiliates, { search: a.code });
    expect(res.affiliates[0]).toMatchObject({ commissionRate: 20, totalCommissions: 20, balance: 20 });
  });
});
