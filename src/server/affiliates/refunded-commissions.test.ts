import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminCommissions } from '#shared/contracts/affiliate-commissions.endpoints.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { runOrderHooks } from '../store/order-hooks.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import type { AdminCommissionsResponse } from '#shared/contracts/affiliate-commissions.ts';
import {
  commissionOf,
  completeOrder,
  createAffiliate,
  fundAffiliate,
  refundOrder,
  registerUser,
  TEST_SITE,
} from './affiliates.test-helpers.ts';
import { balancesOf } from './ledger.repo.ts';

// Point 5: a fully refunded order's commission (net $0.00) does not wait in the
// approval queue; an open dispute holds a pending commission in the pending balance, never in
// the approved one.

let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => t.close());

const pendingQueue = async () =>
  (
    await admin.get<AdminCommissionsResponse>(
      endpointUrl(listAdminCommissions, { status: 'pending', page: '1', limit: '100' }),
    )
  ).body.commissions;

describe('commissions of refunded and disputed orders', () => {
  it('a fully refunded order’s $0.00 commission leaves the approval queue', async () => {
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    const kept = await completeOrder(t.app, customer.id, 5_000);
    const refunded = await completeOrder(t.app, customer.id, 8_000);
    expect((await pendingQueue()).map((c) => c.orderId)).toEqual(expect.arrayContaining([kept.id, refunded.id]));
    await refundOrder(t.app, refunded);
    const queue = await pendingQueue();
    expect(queue.map((c) => c.orderId)).toContain(kept.id);
    expect(queue.map((c) => c.orderId)).not.toContain(refunded.id);
    expect(await balancesOf(t.app.db, affiliate.id)).toMatchObject({ pendingCents: 500, approvedCents: 0 });
  });

  it('a dispute on an order with a pending commission keeps the approved balance whole', async () => {
    const affiliate = await createAffiliate(t.app);
    await fundAffiliate(t.app, affiliate.code, 500); // approved 5.00
    const customer = await registerUser(t.app, affiliate.code);
    const order = await completeOrder(t.app, customer.id, 8_000); // pending 8.00
    expect(await balancesOf(t.app.db, affiliate.id)).toMatchObject({ approvedCents: 500, pendingCents: 800 });
    const event = {
      orderId: order.id,
      userId: customer.id,
      totalCents: 8_000,
      paidBeforeTaxCents: 8_000,
      couponAffiliateId: null,
      site: TEST_SITE,
      dispute: { id: 'dp_pending' },
    };
    await t.app.db.transaction((tx) => runOrderHooks(t.app.hooks.order, 'disputed', tx, event));
    expect(await balancesOf(t.app.db, affiliate.id)).toMatchObject({ approvedCents: 500, pendingCents: 0 });
    await t.app.db.transaction((tx) => runOrderHooks(t.app.hooks.order, 'disputeClosed', tx, event));
    expect(await balancesOf(t.app.db, affiliate.id)).toMatchObject({ approvedCents: 500, pendingCents: 800 });
    expect(await commissionOf(t.app, order.id)).toBeTruthy();
  });
});
