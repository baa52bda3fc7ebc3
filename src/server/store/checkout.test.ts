import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addToCart, checkout, getCart, listOrders } from '#shared/contracts/store.endpoints.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { LICENCE_KEY_PATTERN } from './licence-key.ts';
import type { OrderEvent } from './order-hooks.ts';
import { licences, orderItems, orders } from './store.schema.ts';
import { buy, createProduct, keysOf, mailsOfKind, okBody } from './store.test-helpers.ts';

let t: TestApp;
let pulse: { id: number };
let profile: { id: number };
let bundle: { id: number };

beforeAll(async () => {
  t = await createTestApp({ TAX_RATE: '7.5' });
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 14_999 });
  bundle = await createProduct(t.app, { name: 'Pro Bundle', priceCents: 29_900, kind: 'bundle' });
});
afterAll(() => t.close());

describe('POST /_api/checkout', () => {
  it('needs a session and an empty JSON body', async () => {
    expect((await new ApiClient(t.app).call(checkout, {})).status).toBe(401);
    const { client } = await signedInClient(t.app);
    expect((await client.post('/_api/checkout', { total: 1 })).status).toBe(400);
  });

  it('refuses an empty cart', async () => {
    const { client } = await signedInClient(t.app);
    expect(await client.call(checkout, {})).toMatchObject({
      status: 400,
      body: { error: 'Your cart is empty.', code: 'cart_empty' },
    });
  });

  it('creates a completed order with cents, tax, snapshots, one licence per item, an empty cart and the licence e-mail', async () => {
    const { client, user } = await signedInClient(t.app);
    await client.call(addToCart, { indicatorId: pulse.id });
    await client.call(addToCart, { indicatorId: profile.id });
    const res = await client.call(checkout, {}, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, orderId: expect.any(Number) });
    const { orderId } = okBody(res);

    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    // 99.00 + 149.99 = 248.99; 7.5 % = 18.67425 → 18.67; total 267.66.
    expect(row).toMatchObject({
      userId: user.id,
      status: 'completed',
      subtotalCents: 24_899,
      taxCents: 1_867,
      totalCents: 26_766,
      paymentProvider: 'instant',
      language: 'de',
    });
    expect(row!.completedAt).toBeInstanceOf(Date);

    expect((await client.ok(getCart, undefined)).cartItems).toEqual([]);

    const list = await client.call(listOrders, undefined);
    expect(okBody(list).orders).toHaveLength(1);
    const [order] = okBody(list).orders;
    expect(order).toMatchObject({
      id: orderId,
      status: 'completed',
      subtotalAmount: 248.99,
      taxAmount: 18.67,
      totalAmount: 267.66,
    });
    expect(order!.items).toEqual([
      {
        id: expect.any(Number),
        indicatorId: pulse.id,
        name: 'Orderflow Pulse',
        imageUrl: '/media/orderflow-pulse.webp',
        kind: 'indicator',
        purchasePrice: 99,
        discount: 0,
        upgradeCredit: 0,
        renewalOfLicenceId: null,
        licence: {
          id: expect.any(Number),
          key: expect.stringMatching(LICENCE_KEY_PATTERN),
          machineLimit: 1,
          status: 'active',
          activations: [],
          resetsPerYear: 3,
          resetsLeft: 3,
          resetAvailable: true,
          updatesUntil: null,
          updatesExpired: false,
          renewable: false,
          renewalPrice: 0,
          renewalDue: false,
        },
      },
      expect.objectContaining({ indicatorId: profile.id, purchasePrice: 149.99 }),
    ]);

    const mails = (await mailsOfKind(t.app, 'licence.keys')).filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`#${orderId}`);
    expect(mails[0]!.subject).toContain('Lizenzschlüssel');
    for (const item of order!.items) expect(mails[0]!.text).toContain(item.licence!.key);
    expect(mails[0]!.text).toContain('$267.66');
  });

  it('snapshots name and price: a later price change never alters an old order', async () => {
    const product = await createProduct(t.app, { name: 'Session Range Breakout', priceCents: 7_900 });
    const { client } = await signedInClient(t.app);
    const orderId = await buy(client, product.id);
    await t.app.db.execute(sql`update indicators set price_cents = 19900, name = 'Renamed' where id = ${product.id}`);
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ name: 'Session Range Breakout', priceCents: 7_900 });
    expect((await client.ok(listOrders, undefined)).orders[0]!.items[0]).toMatchObject({
      name: 'Session Range Breakout',
      purchasePrice: 79,
    });
  });

  it('gives the Pro Bundle licence two machines', async () => {
    const { client } = await signedInClient(t.app);
    await buy(client, bundle.id);
    const [order] = (await client.ok(listOrders, undefined)).orders;
    expect(order!.items[0]!.licence!.machineLimit).toBe(2);
  });

  it('answers a repeated Place Order for the same cart with the same order', async () => {
    const { client } = await signedInClient(t.app);
    await client.call(addToCart, { indicatorId: pulse.id });
    const [first, second] = await Promise.all([client.call(checkout, {}), client.call(checkout, {})]);
    const orderIds = [first, second].flatMap((r) => (r.ok ? [r.body.orderId] : []));
    expect(orderIds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(orderIds).size).toBe(1);
    for (const r of [first, second]) if (!r.ok) expect(r.body.error).toBe('Your cart is empty.');
    expect((await client.ok(listOrders, undefined)).orders).toHaveLength(1);
  });

  it('refuses to sell what the user already owns, even when it sat in the cart before the purchase', async () => {
    const { client, user } = await signedInClient(t.app);
    await buy(client, pulse.id);
    // A line left from before the purchase (another tab, an old session) reaches checkout.
    await t.app.db.execute(sql`insert into cart_items (user_id, indicator_id) values (${user.id}, ${pulse.id})`);
    const res = await client.call(checkout, {});
    expect(res).toMatchObject({
      status: 409,
      body: {
        error: 'You already own this indicator. Remove “Orderflow Pulse” from your cart to continue.',
        code: 'owned_in_cart',
        details: { indicatorId: pulse.id, name: 'Orderflow Pulse' },
      },
    });
    expect((await client.ok(listOrders, undefined)).orders).toHaveLength(1);
  });

  it('runs the completed order hooks inside the transaction, and rolls everything back when one fails', async () => {
    const seen: OrderEvent[] = [];
    const spy = async (_tx: unknown, event: OrderEvent) => void seen.push(event);
    t.app.hooks.order.completed.push(spy);
    const { client, user } = await signedInClient(t.app);
    try {
      const orderId = await buy(client, pulse.id);
      // 99.00 + 7.5 % tax: the commission base is what was paid before tax.
      expect(seen).toEqual([
        {
          orderId,
          userId: user.id,
          totalCents: 10_643,
          paidBeforeTaxCents: 9_900,
          couponAffiliateId: null,
          site: expect.anything(),
        },
      ]);
    } finally {
      t.app.hooks.order.completed.splice(t.app.hooks.order.completed.indexOf(spy), 1);
    }

    const failing = async () => {
      throw new Error('commission ledger unavailable');
    };
    t.app.hooks.order.completed.push(failing);
    const other = await signedInClient(t.app);
    try {
      await other.client.call(addToCart, { indicatorId: pulse.id });
      const res = await other.client.call(checkout, {});
      expect(res).toMatchObject({ status: 500, body: { error: 'An unexpected error occurred.', code: 'internal' } });
    } finally {
      t.app.hooks.order.completed.splice(t.app.hooks.order.completed.indexOf(failing), 1);
    }
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, other.user.id))).toEqual([]);
    expect((await other.client.ok(getCart, undefined)).cartItems).toHaveLength(1);
    expect((await mailsOfKind(t.app, 'licence.keys')).filter((m) => m.to === other.user.email)).toEqual([]);
  });

  it('issues unique, well-formed keys', async () => {
    const rows = await t.app.db.select({ key: licences.key }).from(licences);
    expect(rows.length).toBeGreaterThan(3);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    for (const { key } of rows) expect(key).toMatch(LICENCE_KEY_PATTERN);
  });
});

describe('GET /_api/orders', () => {
  it("needs a session and shows only the caller's own orders", async () => {
    expect((await new ApiClient(t.app).call(listOrders, undefined)).status).toBe(401);
    const alice = await signedInClient(t.app);
    const bob = await signedInClient(t.app);
    const aliceOrder = await buy(alice.client, profile.id);
    const bobOrders = (await bob.client.ok(listOrders, undefined)).orders;
    expect(bobOrders).toEqual([]);
    expect((await keysOf(alice.client)).length).toBe(1);
    expect((await alice.client.ok(listOrders, undefined)).orders.map((o) => o.id)).toEqual([aliceOrder]);
  });
});

describe.runIf(onPostgres())('checkout under concurrency (PostgreSQL)', () => {
  it('50 concurrent checkouts of one cart make exactly one order', async () => {
    const { client, user } = await signedInClient(t.app);
    await client.call(addToCart, { indicatorId: pulse.id });
    await client.call(addToCart, { indicatorId: profile.id });
    const results = await Promise.all(Array.from({ length: 50 }, () => client.call(checkout, {})));
    const rows = await t.app.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows).toHaveLength(1);
    for (const r of results) {
      if (r.ok) expect(r.body.orderId).toBe(rows[0]!.id);
      else expect(r.body).toEqual({ error: 'Your cart is empty.', code: 'cart_empty' });
    }
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, rows[0]!.id));
    expect(items).toHaveLength(2);
    expect((await mailsOfKind(t.app, 'licence.keys')).filter((m) => m.to === user.email)).toHaveLength(1);
  });
});
