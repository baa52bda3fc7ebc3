import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { type ApiClient, type TestApp } from '../../testing/test-app.ts';
import { deliverStripeEvent, stripeTestApp, stripeEvent, type FakeStripe } from '../../testing/fake-stripe.ts';
import { signedInClient } from '../../testing/users.ts';
import { ordersWithCode } from '../../discounts/discounts.repo.ts';
import { discountCodes, discountRedemptions } from '../../discounts/discounts.schema.ts';
import { applyCode, makeDiscount } from '../../discounts/discounts.test-helpers.ts';
import { licences, orders } from '../store.schema.ts';
import { createProduct, okBody } from '../store.test-helpers.ts';

// A customer opens a Stripe page for Pulse, goes back, adds Profile and checks out again. The new
// order replaces the first and its page is closed, so the same indicator is never paid twice; a
// page paid before it closed is settled without handing out the same rights twice.

let stripe: FakeStripe;
let t: TestApp;
let closeStripeApp: () => Promise<void>;
let pulse: { id: number };
let profile: { id: number };

beforeAll(async () => {
  ({ stripe, t, close: closeStripeApp } = await stripeTestApp());
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 12_900 });
});
afterAll(() => closeStripeApp());

const orderById = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** Stripe's event for a page the customer paid. */
const paidEvent = (order: { paymentRef: string | null }) =>
  stripeEvent('checkout.session.completed', {
    ...stripe.sessions.get(order.paymentRef!)!,
    status: 'complete',
    payment_status: 'paid',
  });

/** Pulse checked out (a Stripe page opened), then Profile added and the cart checked out again. */
async function replacedCheckout(client: ApiClient) {
  await client.ok(addToCart, { indicatorId: pulse.id });
  const first = await orderById(okBody(await client.call(checkout, {})).orderId);
  await client.ok(addToCart, { indicatorId: profile.id });
  const res = await client.call(checkout, {});
  expect(res.status).toBe(200);
  return { first: await orderById(first.id), second: await orderById(okBody(res).orderId) };
}

/** The code's counter and the orders its redemptions name. */
async function usesOf(discountId: number) {
  const [code] = await t.app.db.select().from(discountCodes).where(eq(discountCodes.id, discountId));
  const rows = await t.app.db.select().from(discountRedemptions).where(eq(discountRedemptions.discountId, discountId));
  return { counted: code!.usedCount, redemptions: rows.map((r) => r.orderId) };
}

const heldBy = async (userId: number) =>
  (await t.app.db.select().from(licences).where(eq(licences.userId, userId))).map((l) => l.indicatorId).sort();

describe('a Stripe page replaced by a newer checkout', () => {
  it('is cancelled and closed at Stripe; the new page sells both indicators once', async () => {
    const { client, user } = await signedInClient(t.app);
    const { first, second } = await replacedCheckout(client);
    expect(first.status).toBe('cancelled');
    expect(second).toMatchObject({ status: 'pending', paymentRef: expect.stringMatching(/^cs_test_/) });
    expect(second.paymentRef).not.toBe(first.paymentRef);
    expect(stripe.sessions.get(first.paymentRef!)!.status).toBe('expired');
    expect(stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${first.paymentRef}/expire`)).toBe(true);

    expect((await deliverStripeEvent(t.app, paidEvent(second))).body.outcome).toBe('completed');
    expect(await heldBy(user.id)).toEqual([pulse.id, profile.id].sort());
  });

  it('paid after the new order was paid: stays cancelled, no second licence', async () => {
    const { client, user } = await signedInClient(t.app);
    const { first, second } = await replacedCheckout(client);
    expect((await deliverStripeEvent(t.app, paidEvent(second))).body.outcome).toBe('completed');
    // The old page was paid in another tab before Stripe closed it.
    expect((await deliverStripeEvent(t.app, paidEvent(first))).body.outcome).toBe('ignored');
    expect((await orderById(first.id)).status).toBe('cancelled');
    expect(await heldBy(user.id)).toEqual([pulse.id, profile.id].sort());
  });

  it('paid first with a discount code: the reopened order counts its use of the code again', async () => {
    const { client } = await signedInClient(t.app);
    const discount = await makeDiscount(t.app, { maxUses: 1 });
    await client.ok(addToCart, { indicatorId: pulse.id });
    expect((await applyCode(client, discount.code)).status).toBe(200);
    const first = await orderById(okBody(await client.call(checkout, {})).orderId);
    expect(first.discountCode).toBe(discount.code);
    await client.ok(addToCart, { indicatorId: profile.id });
    const second = await orderById(okBody(await client.call(checkout, {})).orderId);
    // Replaced: the use came back, so the last use of the code is free for someone else.
    expect(await usesOf(discount.id)).toEqual({ counted: 0, redemptions: [] });

    expect((await deliverStripeEvent(t.app, paidEvent(first))).body.outcome).toBe('completed');
    expect(await usesOf(discount.id)).toEqual({ counted: 1, redemptions: [first.id] });
    expect(await ordersWithCode(t.app.db, discount.code)).toBe(1);
    // A second event for the same page changes nothing; the new page paid later is refused and counts nothing.
    expect((await deliverStripeEvent(t.app, paidEvent(first))).body.outcome).toBe('ignored');
    expect((await deliverStripeEvent(t.app, paidEvent(second))).body.outcome).toBe('ignored');
    expect(await usesOf(discount.id)).toEqual({ counted: 1, redemptions: [first.id] });
  });

  it('paid first: the old order completes, and the new one paid later does not sell Pulse again', async () => {
    const { client, user } = await signedInClient(t.app);
    const { first, second } = await replacedCheckout(client);
    expect((await deliverStripeEvent(t.app, paidEvent(first))).body.outcome).toBe('completed');
    expect((await orderById(first.id)).status).toBe('completed');
    expect(await heldBy(user.id)).toEqual([pulse.id]);

    expect((await deliverStripeEvent(t.app, paidEvent(second))).body.outcome).toBe('ignored');
    expect((await orderById(second.id)).status).toBe('cancelled');
    expect(await heldBy(user.id)).toEqual([pulse.id]);
  });
});
