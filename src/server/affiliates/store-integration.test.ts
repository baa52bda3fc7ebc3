import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder as refundOrderEndpoint } from '#shared/contracts/admin-store.endpoints.ts';
import { addToCart, checkout as checkoutEndpoint } from '#shared/contracts/store.endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { indicators } from '../store/store.schema.ts';
import { referrals } from './affiliates.schema.ts';
import { createAffiliate, dashboardOf, registerUser } from './affiliates.test-helpers.ts';

// The same rules as affiliates.test.ts, driven through the store's real checkout and the admin
// refund, so a change to how the store runs its order hooks cannot silently break commissions.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('commissions through the real checkout and refund', () => {
  it('a referred customer’s checkout earns the commission; the admin refund reverses it', async () => {
    const [indicator] = await t.app.db
      .insert(indicators)
      .values({
        name: 'Affiliate Test Gauge',
        description: 'Bought through the real checkout by the affiliate tests.',
        priceCents: 12_345,
      })
      .returning();
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    const { client } = await signedInClient(t.app, {
      id: customer.id,
      email: customer.email,
      displayName: customer.displayName,
      role: 'user',
    });

    expect((await client.call(addToCart, { indicatorId: indicator!.id })).status).toBe(200);
    const checkout = await client.ok(checkoutEndpoint, {});

    // 10% of $123.45 = 1234.5 cents, rounded half up to $12.35.
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      pendingCommissions: 12.35,
      approvedBalance: 0,
      totalReferrals: 1,
      totalCommissions: 12.35,
      balance: 12.35,
    });
    const [referral] = await t.app.db.select().from(referrals).where(eq(referrals.referredUserId, customer.id));
    expect(referral!.status).toBe('completed');

    const admin = (await signedInClient(t.app, 'admin')).client;
    const refund = await admin.call(refundOrderEndpoint, { id: checkout.orderId });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({
      totalReferrals: 1,
      totalCommissions: 0,
      balance: 0,
    });
    const [after] = await t.app.db.select().from(referrals).where(eq(referrals.referredUserId, customer.id));
    expect(after!.status).toBe('cancelled');
  });
});
