import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdminOrder, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { addToCart, checkout, getCart, getUpgradePrices, listOrders } from '#shared/contracts/store.endpoints.ts';
import { applyCode, makeDiscount } from '../discounts/discounts.test-helpers.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { orderItems } from './store.schema.ts';
import { buy, createProduct } from './store.test-helpers.ts';

// Upgrade to the bundle: an owner of some of the bundle's indicators pays the bundle's
// price less what they paid for them (never below 0); the credit is stored on the order line; the
// bundle licence is issued and the single licences stay valid.

let t: TestApp;
let admin: ApiClient;
let bundle: { id: number };

beforeAll(async () => {
  t = await createTestApp({ TAX_RATE: '10' });
  admin = (await signedInClient(t.app, 'admin')).client;
  bundle = await createProduct(t.app, { kind: 'bundle', priceCents: 29_900, name: 'Pro Bundle' });
});
afterAll(async () => t?.close());

const product = (priceCents: number) => createProduct(t.app, { priceCents });

describe('the Pro Bundle for an owner of its indicators', () => {
  it('costs its price less what they paid (after their code), stored on the order line; every licence stays', async () => {
    const [a, b] = [await product(9_900), await product(5_000)];
    const { client } = await signedInClient(t.app, 'user');
    await buy(client, a.id);
    // A 20 % code on the second: they paid 40.00 for it.
    await client.ok(addToCart, { indicatorId: b.id });
    expect((await applyCode(client, (await makeDiscount(t.app, { kind: 'percent', value: 20 })).code)).status).toBe(
      200,
    );
    await client.ok(checkout, {});

    await client.ok(addToCart, { indicatorId: bundle.id });
    const cart = await client.ok(getCart, undefined);
    expect(cart.cartItems).toEqual([
      expect.objectContaining({ indicatorId: bundle.id, price: 299, upgradeCredit: 139 }),
    ]);
    // 299 − 139 = 160; tax 10 % = 16; total 176.
    expect(cart.summary).toMatchObject({ subtotal: 299, upgradeCredit: 139, discount: 0, tax: 16, total: 176 });

    const { orderId } = await client.ok(checkout, {});
    const { orders } = await client.ok(listOrders, undefined);
    const order = orders.find((o) => o.id === orderId)!;
    expect(order).toMatchObject({ subtotalAmount: 160, taxAmount: 16, totalAmount: 176 });
    expect(order.items[0]).toMatchObject({ purchasePrice: 299, upgradeCredit: 139, licence: { status: 'active' } });
    const [line] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ priceCents: 29_900, upgradeCreditCents: 13_900, paidCents: 17_600 });
    const statuses = orders.flatMap((o) => o.items.map((i) => i.licence?.status));
    expect(statuses).toEqual(['active', 'active', 'active']);

    // A refund of the upgrade gives back what was paid for it, not the list price.
    const { order: adminOrder } = await admin.ok(getAdminOrder, { id: orderId });
    const refunded = await admin.ok(refundOrder, { id: orderId, itemIds: [adminOrder.items[0]!.id] });
    expect(refunded.refund.amount).toBe(176);
  });

  it('is never below 0, and a code applies to what is left', async () => {
    const big = await product(40_000);
    const { client } = await signedInClient(t.app, 'user');
    await buy(client, big.id);
    await client.ok(addToCart, { indicatorId: bundle.id });
    const cart = await client.ok(getCart, undefined);
    expect(cart.cartItems[0]).toMatchObject({ price: 299, upgradeCredit: 299 });
    expect(cart.summary).toMatchObject({ upgradeCredit: 299, tax: 0, total: 0 });
    const { orderId } = await client.ok(checkout, {});
    const { orders } = await client.ok(listOrders, undefined);
    expect(orders.find((o) => o.id === orderId)!.items[0]!.licence?.status).toBe('active');

    const small = await product(1_000);
    const other = (await signedInClient(t.app, 'user')).client;
    await buy(other, small.id);
    await other.ok(addToCart, { indicatorId: bundle.id });
    expect((await applyCode(other, (await makeDiscount(t.app, { kind: 'percent', value: 50 })).code)).status).toBe(200);
    // 299 − 10 = 289; half off = 144.50; tax 14.45.
    expect((await other.ok(getCart, undefined)).summary).toMatchObject({
      subtotal: 299,
      upgradeCredit: 10,
      discount: 144.5,
      tax: 14.45,
      total: 158.95,
    });
  });

  it('gives no credit for a refunded indicator or to a customer who owns none', async () => {
    const a = await product(9_900);
    const { client } = await signedInClient(t.app, 'user');
    const orderId = await buy(client, a.id);
    await admin.ok(refundOrder, { id: orderId });
    await client.ok(addToCart, { indicatorId: bundle.id });
    expect((await client.ok(getCart, undefined)).summary).toMatchObject({ upgradeCredit: 0, total: 328.9 });
    expect((await client.ok(getUpgradePrices, undefined)).bundles).toContainEqual(
      expect.objectContaining({ indicatorId: bundle.id, upgradeCredit: 0, upgradePrice: 299 }),
    );
  });
});
