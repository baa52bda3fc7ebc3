import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addToCart } from '#shared/contracts/store.endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { checkout as placeOrder, type CheckoutDeps } from './checkout.service.ts';
import type { PaymentProvider, PaymentStart } from './payments/provider.ts';
import { licences, orderItems, orders } from './store.schema.ts';
import { createProduct } from './store.test-helpers.ts';

// Two payments must never be open at once for the same rights. The CI run of stop 26 caught an
// order for Pulse paid twice: a checkout of a changed cart (Pulse + Profile) was placed while the
// first one (Pulse) was still being paid, and both were charged.

let t: TestApp;
let pulse: { id: number };
let profile: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 14_999 });
});
afterAll(() => t.close());

/** A provider that takes the money at once, but only when the test lets the call return. */
function gatedProvider() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const called = new Promise<void>((resolve) => (entered = resolve));
  const pay = async (): Promise<PaymentStart> => {
    entered();
    await gate;
    return { status: 'paid', ref: null };
  };
  const provider: PaymentProvider = {
    name: 'instant',
    start: pay,
    resume: pay,
    expire: async () => {},
    refund: () => Promise.reject(new Error('not used')),
  };
  return { provider, called, open };
}

const depsWith = (provider: PaymentProvider): CheckoutDeps => ({
  db: t.app.db,
  provider,
  tax: { defaultRatePercent: 0, pricesIncludeTax: false },
  site: { siteName: 'NovaTick', siteUrl: 'http://shop.test' },
  orderHooks: t.app.hooks.order,
});

const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);

describe('checkouts of overlapping carts', () => {
  it('asks a changed cart to wait while the first order is being paid, then sells each indicator once', async () => {
    const { client, user } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: pulse.id });
    const gated = gatedProvider();
    const first = placeOrder(depsWith(gated.provider), user.id, 'en');
    await gated.called;
    await client.ok(addToCart, { indicatorId: profile.id });

    const second = await settledWithin(placeOrder(depsWith(gated.provider), user.id, 'en'), 2_000);
    expect(second).toMatchObject({ error: { code: 'conflict', wireCode: 'checkout_in_progress' } });
    expect(second).toMatchObject({
      error: { message: 'Your previous checkout is still being processed. Please try again in a moment.' },
    });

    gated.open();
    await expect(first).resolves.toMatchObject({ success: true });
    // Pulse is bought and out of the cart; the retry buys Profile alone.
    const retry = await placeOrder(depsWith(gated.provider), user.id, 'en');
    const bought = await t.app.db
      .select({ orderId: orderItems.orderId, indicatorId: orderItems.indicatorId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.userId, user.id));
    expect(bought.filter((b) => b.orderId === retry.orderId).map((b) => b.indicatorId)).toEqual([profile.id]);
    expect(bought.map((b) => b.indicatorId).sort()).toEqual([pulse.id, profile.id].sort());
    const held = await t.app.db.select().from(licences).where(eq(licences.userId, user.id));
    expect(held.map((l) => l.indicatorId).sort()).toEqual([pulse.id, profile.id].sort());
  });

  it('leaves a waiting order of other rights alone', async () => {
    const { client, user } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: pulse.id });
    const gated = gatedProvider();
    const first = placeOrder(depsWith(gated.provider), user.id, 'en');
    await gated.called;
    // The customer takes Pulse out and checks out Profile alone: no right in common.
    await t.app.db.execute(sql`delete from cart_items where user_id = ${user.id}`);
    await client.ok(addToCart, { indicatorId: profile.id });
    const second = placeOrder(depsWith(gated.provider), user.id, 'en');
    gated.open();
    await expect(first).resolves.toMatchObject({ success: true });
    await expect(second).resolves.toMatchObject({ success: true });
  });
});
