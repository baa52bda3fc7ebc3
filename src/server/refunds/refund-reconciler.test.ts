import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getAdminOrder, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { createRefundReconciler } from './refund-reconciler.job.ts';
import { refundProvidersOf } from './refund-providers.ts';
import { refunds } from './refunds.schema.ts';

// Refunds finish by themselves. A refund the provider did not answer stays
// pending; the reconciler's next pass asks again with the same key and runs the whole cascade.
// A refund whose cascade stopped at a failing step is finished by the next pass too.

let t: TestApp;
let admin: ApiClient;
let product: { id: number };

beforeAll(async () => {
  t = await createTestApp({ E2E_TEST_CLOCK: 'true' });
  admin = (await signedInClient(t.app, 'admin')).client;
  product = await createProduct(t.app, { name: 'Reconciled Flow', priceCents: 5_000 });
});
afterAll(() => t.close());

const site = { siteName: 'NovaTick', siteUrl: 'http://shop.test' };
let changed = 0;
/** A pass run as if two minutes had gone by: every lease taken before is stale. */
const reconcilerLater = () =>
  createRefundReconciler({
    db: t.app.db,
    providers: refundProvidersOf(t.app),
    refundDeps: { hooks: t.app.hooks.order, site },
    log: t.app.log,
    now: () => new Date(Date.now() + 2 * 60_000),
    onChanged: async () => {
      changed += 1;
    },
  });

async function paidOrder() {
  const { client } = await signedInClient(t.app);
  await client.ok(addToCart, { indicatorId: product.id });
  return (await client.ok(checkout, {})).orderId;
}

describe('refund reconciler', () => {
  it('finishes a refund the provider did not answer: same key, keys revoked, credit note', async () => {
    const orderId = await paidOrder();
    const providers = refundProvidersOf(t.app);
    providers.setDown(true);
    try {
      expect((await admin.call(refundOrder, { id: orderId })).status).toBe(503);
    } finally {
      providers.setDown(false);
    }
    const before = (await admin.ok(getAdminOrder, { id: orderId })).order;
    expect(before.status).toBe('completed');
    expect(before.items[0]).toMatchObject({ refunded: false, refundPending: true, licence: { status: 'active' } });

    expect(await reconcilerLater().run()).toEqual({ retried: 1, cascaded: 0 });
    expect(changed, 'the admin cache is told').toBe(1);
    const after = await admin.ok(getAdminOrder, { id: orderId });
    expect(after.order).toMatchObject({ status: 'refunded', refundedAmount: 50 });
    expect(after.order.items[0]).toMatchObject({
      refunded: true,
      refundPending: false,
      licence: { status: 'revoked' },
    });
    const [row] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: `instant-novatick-refund-${row!.id}` });
    expect(row!.creditNoteNumber).toMatch(/^CN-/);
    // Nothing left: the next pass does nothing.
    expect(await reconcilerLater().run()).toEqual({ retried: 0, cascaded: 0 });
    expect(changed).toBe(1);
  });

  it('finishes the cascade of a refund that stopped at a failing step', async () => {
    const orderId = await paidOrder();
    const failing = async () => {
      throw new Error('ledger unavailable');
    };
    t.app.hooks.order.refunded.push(failing);
    try {
      expect((await admin.call(refundOrder, { id: orderId })).status).toBe(500);
    } finally {
      t.app.hooks.order.refunded.splice(t.app.hooks.order.refunded.indexOf(failing), 1);
    }
    const [stopped] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(stopped!.cascadeStep).toBeLessThan(4);
    expect(await reconcilerLater().run()).toEqual({ retried: 0, cascaded: 1 });
    const [done] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(done!.cascadeStep).toBe(4);
  });
});
