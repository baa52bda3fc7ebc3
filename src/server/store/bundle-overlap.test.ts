import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { addToCart, checkout, getCart } from '#shared/contracts/store.endpoints.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { indicators, licences, orderItems, orders } from './store.schema.ts';
import { createProduct } from './store.test-helpers.ts';

// The Pro Bundle and an indicator it includes must never be paid for in one order.

let t: TestApp;
let pulse: { id: number };
let profile: { id: number };
let bundle: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 14_999 });
  bundle = await createProduct(t.app, { name: 'Pro Bundle', priceCents: 29_900, kind: 'bundle' });
});
afterAll(() => t.close());

const cartIds = async (client: ApiClient) => (await client.ok(getCart, undefined)).cartItems.map((i) => i.indicatorId);

/** Every completed order of the user, oldest first, with the kinds it bought. */
async function boughtBy(userId: number) {
  const rows = await t.app.db
    .select({
      orderId: orders.id,
      totalCents: orders.totalCents,
      indicatorId: orderItems.indicatorId,
      kind: indicators.kind,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(indicators, eq(indicators.id, orderItems.indicatorId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id));
  const byOrder = new Map<number, Array<{ indicatorId: number; kind: string }>>();
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return [...byOrder.values()];
}

/** Never two payments for the same rights: no order with the bundle and an indicator, nothing bought twice, nothing after the bundle. */
function expectNoDoubleRights(ordered: Array<Array<{ indicatorId: number; kind: string }>>) {
  const seen = new Set<number>();
  let bundleBought = false;
  for (const items of ordered) {
    if (items.some((i) => i.kind === 'bundle')) expect(items).toHaveLength(1);
    for (const item of items) {
      expect(bundleBought).toBe(false);
      expect(seen.has(item.indicatorId)).toBe(false);
      seen.add(item.indicatorId);
    }
    if (items.some((i) => i.kind === 'bundle')) bundleBought = true;
  }
}

describe('the Pro Bundle and the indicators it includes', () => {
  it('adding the bundle takes the included indicators out of the cart and names them', async () => {
    const { client } = await signedInClient(t.app);
    await client.call(addToCart, { indicatorId: pulse.id });
    await client.call(addToCart, { indicatorId: profile.id });
    const res = await client.call(addToCart, { indicatorId: bundle.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      replaced: [
        { indicatorId: pulse.id, name: 'Orderflow Pulse' },
        { indicatorId: profile.id, name: 'Volume Profile Pro' },
      ],
    });
    expect(await cartIds(client)).toEqual([bundle.id]);
    const cart = await client.ok(getCart, undefined);
    expect(cart.summary.total).toBe(299);
    // Adding it again changes nothing and keeps the SPEC's plain answer.
    expect((await client.call(addToCart, { indicatorId: bundle.id })).body).toEqual({ success: true });
  });

  it('a plain add still answers exactly { success: true }', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.call(addToCart, { indicatorId: pulse.id })).body).toEqual({ success: true });
  });

  it('checkout refuses a cart that holds both (a line written past the add)', async () => {
    const { client, user } = await signedInClient(t.app);
    await client.call(addToCart, { indicatorId: bundle.id });
    await t.app.db.execute(sql`insert into cart_items (user_id, indicator_id) values (${user.id}, ${pulse.id})`);
    const res = await client.call(checkout, {});
    expect(res).toMatchObject({
      status: 409,
      body: {
        error:
          'The Pro Bundle in your cart already includes “Orderflow Pulse”. Remove “Orderflow Pulse” from your cart to continue.',
        code: 'bundle_overlap',
        details: { indicatorId: pulse.id, name: 'Orderflow Pulse' },
      },
    });
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('adding both at once, in either order, leaves the bundle alone in the cart', async () => {
    for (let round = 0; round < 10; round++) {
      const { client } = await signedInClient(t.app);
      const adds = round % 2 === 0 ? [pulse.id, bundle.id, profile.id] : [bundle.id, profile.id, pulse.id];
      const results = await Promise.all(adds.map((indicatorId) => client.call(addToCart, { indicatorId })));
      for (const r of results) expect([200, 409]).toContain(r.status);
      expect(await cartIds(client)).toEqual([bundle.id]);
    }
  });

  it('concurrent adds and checkouts never charge twice for the same rights', async () => {
    for (let round = 0; round < 6; round++) {
      const { client, user } = await signedInClient(t.app);
      const calls = [
        () => client.call(addToCart, { indicatorId: pulse.id }),
        () => client.call(checkout, {}),
        () => client.call(addToCart, { indicatorId: bundle.id }),
        () => client.call(addToCart, { indicatorId: profile.id }),
        () => client.call(checkout, {}),
        () => client.call(checkout, {}),
      ];
      const results = await Promise.all(calls.map((call) => call()));
      for (const r of results) expect(r.status).toBeLessThan(500);
      // Finish whatever is left in the cart, as a customer would.
      if ((await cartIds(client)).length > 0) expect((await client.call(checkout, {})).status).toBeLessThan(500);
      const ordered = await boughtBy(user.id);
      expectNoDoubleRights(ordered);
      const active = await t.app.db.select().from(licences).where(eq(licences.userId, user.id));
      expect(new Set(active.map((l) => l.indicatorId)).size).toBe(active.length);
    }
  });
});
