import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STRIPE_WEBHOOK_PATH, addToCart, checkout, getCart, listOrders } from '#shared/contracts/store.endpoints.ts';
import { type TestApp, ApiClient } from '../../testing/test-app.ts';
import {
  deliverStripeEvent,
  stripeTestApp,
  stripeEvent,
  type FakeStripe,
  type WebhookAnswer,
} from '../../testing/fake-stripe.ts';
import { signedInClient } from '../../testing/users.ts';
import type { OrderEvent } from '../order-hooks.ts';
import { licences, orderItems, orders, paymentEvents } from '../store.schema.ts';
import { createProduct, mailsOfKind, okBody } from '../store.test-helpers.ts';

let stripe: FakeStripe;

let t: TestApp;
let closeStripeApp: () => Promise<void>;
let pulse: { id: number };
let profile: { id: number };

beforeAll(async () => {
  ({ stripe, t, close: closeStripeApp } = await stripeTestApp({ TAX_RATE: '10' }));
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 12_900 });
});
afterAll(() => closeStripeApp());

const sessionEvent = stripeEvent;
const deliver = (event: object, options: { secret?: string; tamper?: boolean } = {}) =>
  deliverStripeEvent(t.app, event, options);

async function placeOrder(...indicatorIds: number[]) {
  const shopper = await signedInClient(t.app);
  for (const indicatorId of indicatorIds) await shopper.client.call(addToCart, { indicatorId });
  const res = await shopper.client.call(checkout, {});
  return { ...shopper, res };
}

const paid = (sessionId: string) => ({
  ...stripe.sessions.get(sessionId)!,
  status: 'complete',
  payment_status: 'paid',
});

describe('Stripe Checkout', () => {
  it('redirects to Stripe with the order as line items (tax its own line), leaving the order pending', async () => {
    const { res, client, user } = await placeOrder(pulse.id, profile.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      orderId: expect.any(Number),
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, okBody(res).orderId));
    expect(order).toMatchObject({
      status: 'pending',
      paymentProvider: 'stripe',
      paymentRef: expect.stringMatching(/^cs_test_/),
      totalCents: 25_080,
    });

    const created = stripe.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(created.idempotencyKey).toBe(`novatick-order-${order!.id}`);
    expect(created.form.get('line_items[0][price_data][unit_amount]')).toBe('9900');
    expect(created.form.get('line_items[2][price_data][product_data][name]')).toBe('Sales tax');
    expect(created.form.get('line_items[2][price_data][unit_amount]')).toBe('2280');
    expect(created.form.get('customer_email')).toBe(user.email);
    expect(created.form.get('success_url')).toBe(`http://shop.test/checkout?order=${order!.id}`);

    // Nothing is delivered before the money is in: no licences, the cart stays, no e-mail.
    expect(await t.app.db.select().from(licences).where(eq(licences.userId, user.id))).toEqual([]);
    expect((await client.ok(getCart, undefined)).cartItems).toHaveLength(2);
    expect((await client.ok(listOrders, undefined)).orders[0]).toMatchObject({
      status: 'pending',
      items: [expect.objectContaining({ licence: null }), expect.anything()],
    });

    // Place Order again (back button): the same order and the same open Stripe page.
    const again = await client.call(checkout, {});
    expect(again.body).toEqual(res.body);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  it('completes the order on a signed checkout.session.completed webhook, exactly once when replayed 10 times', async () => {
    const seen: OrderEvent[] = [];
    const spy = async (_tx: unknown, event: OrderEvent) => void seen.push(event);
    t.app.hooks.order.completed.push(spy);
    try {
      const { res, client, user } = await placeOrder(pulse.id);
      const [order] = await t.app.db
        .select()
        .from(orders)
        .where(eq(orders.id, okBody(res).orderId));
      const event = sessionEvent('checkout.session.completed', paid(order!.paymentRef!));

      const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(replies.filter((r) => r.body.outcome === 'completed')).toHaveLength(1);
      expect(replies.filter((r) => r.body.outcome === 'duplicate')).toHaveLength(9);

      const [done] = await t.app.db.select().from(orders).where(eq(orders.id, order!.id));
      expect(done!.status).toBe('completed');
      expect(await t.app.db.select().from(licences).where(eq(licences.userId, user.id))).toHaveLength(1);
      expect((await mailsOfKind(t.app, 'licence.keys')).filter((m) => m.to === user.email)).toHaveLength(1);
      expect(seen.filter((e) => e.orderId === order!.id)).toEqual([
        {
          orderId: order!.id,
          userId: user.id,
          totalCents: 10_890,
          paidBeforeTaxCents: 9_900,
          couponAffiliateId: null,
          site: expect.anything(),
        },
      ]);
      expect(await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
      expect((await client.ok(getCart, undefined)).cartItems).toEqual([]);
      expect((await client.ok(listOrders, undefined)).orders[0]!.items[0]!.licence!.key).toMatch(/^[0-9A-Z]{5}-/);
    } finally {
      t.app.hooks.order.completed.splice(t.app.hooks.order.completed.indexOf(spy), 1);
    }
  });

  it('refuses unsigned, wrongly signed and tampered payloads without any effect', async () => {
    const { res } = await placeOrder(profile.id);
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, okBody(res).orderId));
    const event = sessionEvent('checkout.session.completed', paid(order!.paymentRef!));
    const unsigned = await new ApiClient(t.app).request<WebhookAnswer>({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned).toMatchObject({ status: 400, body: { error: 'Invalid Stripe signature.' } });
    expect(await deliver(event, { secret: 'whsec_wrong' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid Stripe signature.' },
    });
    expect((await deliver(event, { tamper: true })).status).toBe(400);
    const [still] = await t.app.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(still!.status).toBe('pending');
    expect(await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
  });

  it('never completes an order for a different amount than its total', async () => {
    const { res } = await placeOrder(profile.id);
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, okBody(res).orderId));
    const reply = await deliver(
      sessionEvent('checkout.session.completed', { ...paid(order!.paymentRef!), amount_total: 100 }),
    );
    expect(reply.body.outcome).toBe('ignored');
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('pending');
  });

  it('completes an order that never recorded its session by the id the session carries (metadata, else client_reference_id)', async () => {
    // Checkout stopped between opening the Stripe page and recording it: the order has no reference.
    const { res, user } = await placeOrder(pulse.id);
    const orderId = okBody(res).orderId;
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    const sessionId = order!.paymentRef!;
    await t.app.db.update(orders).set({ paymentRef: null }).where(eq(orders.id, orderId));
    const session = { ...paid(sessionId), metadata: {} };
    expect(stripe.sessions.get(sessionId)).toMatchObject({ client_reference_id: String(orderId) });

    expect((await deliver(sessionEvent('checkout.session.completed', session))).body.outcome).toBe('completed');
    const [done] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    // The session is recorded now, so its later events (refunds, disputes) find the order too.
    expect(done).toMatchObject({ status: 'completed', paymentRef: sessionId });
    expect(await t.app.db.select().from(licences).where(eq(licences.userId, user.id))).toHaveLength(1);
  });

  it("never takes a session for an order that recorded another one, nor for another provider's order", async () => {
    const { res } = await placeOrder(profile.id);
    const orderId = okBody(res).orderId;
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    const other = { ...paid(order!.paymentRef!), id: 'cs_test_someone_else', metadata: {} };
    expect((await deliver(sessionEvent('checkout.session.completed', other))).body.outcome).toBe('ignored');
    await t.app.db.update(orders).set({ paymentRef: null, paymentProvider: 'instant' }).where(eq(orders.id, orderId));
    expect((await deliver(sessionEvent('checkout.session.completed', other))).body.outcome).toBe('ignored');
    // An id no order can have is no order, not a failed webhook.
    const huge = { ...other, metadata: { orderId: '99999999999' }, client_reference_id: null };
    expect(await deliver(sessionEvent('checkout.session.completed', huge))).toMatchObject({
      status: 200,
      body: { outcome: 'ignored' },
    });
    const [still] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(still).toMatchObject({ status: 'pending', paymentRef: null });
  });

  it('waits for delayed payments and cancels an expired session, after which the cart can be checked out again', async () => {
    const { res, client, user } = await placeOrder(pulse.id);
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, okBody(res).orderId));
    const processing = await deliver(
      sessionEvent('checkout.session.completed', { ...paid(order!.paymentRef!), payment_status: 'unpaid' }),
    );
    expect(processing.body.outcome).toBe('ignored');

    expect(
      (
        await deliver(
          sessionEvent('checkout.session.expired', { ...stripe.sessions.get(order!.paymentRef!)!, status: 'expired' }),
        )
      ).body.outcome,
    ).toBe('cancelled');
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('cancelled');

    const retry = await client.call(checkout, {});
    expect(retry.status).toBe(200);
    expect(okBody(retry).orderId).not.toBe(order!.id);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(2);
  });

  it('opens a new Stripe page when the old one expired without a webhook yet', async () => {
    const { res, client } = await placeOrder(profile.id);
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, okBody(res).orderId));
    stripe.sessions.set(order!.paymentRef!, { ...stripe.sessions.get(order!.paymentRef!)!, status: 'expired' });
    const again = await client.call(checkout, {});
    expect(okBody(again).orderId).toBe(order!.id);
    expect(okBody(again).redirectUrl).not.toBe(okBody(res).redirectUrl);
    const [updated] = await t.app.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(updated!.paymentRef).not.toBe(order!.paymentRef);
  });

  it('keeps nothing when Stripe cannot be reached', async () => {
    stripe.down = true;
    try {
      const { res, user } = await placeOrder(pulse.id);
      expect(res).toMatchObject({
        status: 500,
        body: {
          error: 'The payment service is unavailable. Please try again in a moment.',
          code: 'payment_unavailable',
        },
      });
      // What Stripe (or the network) said is logged, never shown to the customer.
      expect((res.body as { details?: unknown }).details).toEqual({ provider: 'stripe' });
      expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
      expect(
        await t.app.db
          .select()
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(eq(orders.userId, user.id)),
      ).toEqual([]);
    } finally {
      stripe.down = false;
    }
  });
});
