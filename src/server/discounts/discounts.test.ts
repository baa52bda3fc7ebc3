import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDiscount,
  deleteDiscount,
  listDiscounts,
  removeDiscount,
  updateDiscount,
} from '#shared/contracts/discounts.endpoints.ts';
import { getAdminOrder } from '#shared/contracts/admin-store.endpoints.ts';
import type { CreateDiscountInput } from '#shared/contracts/discounts.ts';
import { addToCart, checkout, getCart, listOrders } from '#shared/contracts/store.endpoints.ts';
import { createTestApp, type TestApp, type ApiClient } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { orderItems, orders } from '../store/store.schema.ts';
import { createProduct, okBody } from '../store/store.test-helpers.ts';
import { applyCode, makeDiscount } from './discounts.test-helpers.ts';

let t: TestApp;
let admin: ApiClient;
let pulse: { id: number };
let profile: { id: number };
let gauge: { id: number };

beforeAll(async () => {
  t = await createTestApp({ TAX_RATE: '10' });
  admin = (await signedInClient(t.app, 'admin')).client;
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 14_999 });
  gauge = await createProduct(t.app, { name: 'Gauge', priceCents: 3_333 });
});
afterAll(() => t.close());

async function customerWith(...indicatorIds: number[]) {
  const { client, user } = await signedInClient(t.app);
  for (const indicatorId of indicatorIds) await client.ok(addToCart, { indicatorId });
  return { client, user };
}

describe('admin discount codes', () => {
  it('normalises the code, answers it in dollars and percent, and lists it', async () => {
    const res = await admin.ok(createDiscount, {
      code: '  summer 20 ',
      kind: 'fixed',
      value: 12.5,
      minSubtotal: 50,
      maxUses: 3,
      maxUsesPerCustomer: 1,
      indicatorIds: [pulse.id],
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2030-01-01T00:00:00.000Z',
      isActive: true,
    });
    expect(res.discount).toMatchObject({
      code: 'SUMMER20',
      kind: 'fixed',
      value: 12.5,
      minSubtotal: 50,
      maxUses: 3,
      maxUsesPerCustomer: 1,
      indicatorIds: [pulse.id],
      isActive: true,
      affiliateCoupon: false,
      usedCount: 0,
    });
    const { discounts } = await admin.ok(listDiscounts, undefined);
    expect(discounts.map((d) => d.code)).toContain('SUMMER20');
    // Unique whatever the spelling.
    expect(
      await admin.call(createDiscount, { code: 'Summer20', kind: 'percent', value: 5, isActive: true }),
    ).toMatchObject({
      status: 409,
      body: { code: 'discount_code_taken', fieldCodes: { code: 'unavailable' } },
    });
  });

  it.each([
    [{ kind: 'percent', value: 0 }, 'value', 'A percentage must be between 1 and 100.'],
    [{ kind: 'percent', value: 101 }, 'value', 'A percentage must be between 1 and 100.'],
    [{ kind: 'fixed', value: -5 }, 'value', 'A fixed amount must be a positive number.'],
    [{ kind: 'fixed', value: 9.999 }, 'value', 'Value can have at most two decimals.'],
    [{ minSubtotal: -1 }, 'minSubtotal', 'Minimum subtotal must be a positive number.'],
    [{ code: 'a b' }, 'code', 'Code must be 3 to 40 letters, digits, dashes or underscores.'],
    [{ code: 'NO!CODE' }, 'code', 'Code must be 3 to 40 letters, digits, dashes or underscores.'],
    [
      { startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
      'endsAt',
      'The end date must be after the start date.',
    ],
    [{ maxUses: 0 }, 'maxUses', 'A limit must be a whole number of 1 or more.'],
  ] as const)('refuses %j with a field error on %s', async (patch, field, message) => {
    const res = await admin.call(createDiscount, {
      code: 'BADINPUT',
      kind: 'percent',
      value: 10,
      isActive: true,
      ...patch,
    } as Parameters<typeof admin.call<typeof createDiscount>>[1]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', details: { [field]: message } });
  });

  it('edits, deactivates and deletes a code', async () => {
    const d = await makeDiscount(t.app, { code: 'EDITME' });
    const edited = await admin.ok(updateDiscount, {
      id: d.id,
      code: 'edited',
      kind: 'percent',
      value: 15,
      isActive: false,
    });
    expect(edited.discount).toMatchObject({ code: 'EDITED', value: 15, isActive: false });
    expect(
      (await admin.call(updateDiscount, { id: 999_999, code: 'X12', kind: 'percent', value: 1, isActive: true })).body,
    ).toMatchObject({
      code: 'discount_not_found',
    });
    expect((await admin.call(deleteDiscount, { id: d.id })).status).toBe(200);
    expect((await admin.call(deleteDiscount, { id: d.id })).body).toMatchObject({ code: 'discount_not_found' });
  });

  it('refuses an affiliate coupon whose code is no affiliate’s, and unknown indicators', async () => {
    expect(
      await admin.call(createDiscount, {
        code: 'NOBODY99',
        kind: 'percent',
        value: 10,
        isActive: true,
        affiliateCoupon: true,
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'affiliate_not_found', fieldCodes: { affiliateCoupon: 'invalid_value' } },
    });
    expect(
      await admin.call(createDiscount, {
        code: 'NOSUCH',
        kind: 'percent',
        value: 10,
        isActive: true,
        indicatorIds: [999_999],
      }),
    ).toMatchObject({ status: 400, body: { code: 'indicator_not_found' } });
  });
});

describe('a code on the cart', () => {
  it('shows the discount and the new total, and can be removed', async () => {
    const d = await makeDiscount(t.app, { value: 20 });
    const { client } = await customerWith(pulse.id, profile.id);
    const applied = okBody(await applyCode(client, ` ${d.code.toLowerCase()} `));
    // 20 % of 248.99 = 49.798 → 49.80; tax 10 % of 199.19 = 19.919 → 19.92; total 219.11.
    expect(applied.summary).toEqual({
      subtotal: 248.99,
      upgradeCredit: 0,
      discount: 49.8,
      discountCode: d.code,
      country: null,
      taxRate: 10,
      pricesIncludeTax: false,
      tax: 19.92,
      total: 219.11,
    });
    expect((await client.ok(getCart, undefined)).summary.discount).toBe(49.8);
    const removed = await client.ok(removeDiscount, {});
    expect(removed.summary).toMatchObject({ discount: 0, discountCode: null, total: 273.89 });
  });

  it('answers every reason a code does not apply with its stable code', async () => {
    const now = Date.now();
    const day = 86_400_000;
    const cases: Array<[Partial<CreateDiscountInput>, string, number]> = [
      [{ isActive: false }, 'discount_inactive', 400],
      [{ startsAt: new Date(now + day).toISOString() }, 'discount_not_started', 400],
      [
        { endsAt: new Date(now - day).toISOString(), startsAt: new Date(now - 2 * day).toISOString() },
        'discount_expired',
        400,
      ],
      [{ indicatorIds: [gauge.id] }, 'discount_not_applicable', 400],
      [{ minSubtotal: 500 }, 'discount_below_minimum', 400],
    ];
    for (const [patch, code, status] of cases) {
      const d = await makeDiscount(t.app, patch);
      const { client } = await customerWith(pulse.id);
      const res = await applyCode(client, d.code);
      expect(res, code).toMatchObject({ status, body: { code, details: { code: d.code } } });
    }
    const { client } = await customerWith(pulse.id);
    expect(await applyCode(client, 'NO SUCH CODE')).toMatchObject({
      status: 404,
      body: { code: 'discount_unknown', error: 'This discount code does not exist.' },
    });
    const empty = await signedInClient(t.app);
    const d = await makeDiscount(t.app);
    expect((await applyCode(empty.client, d.code)).body).toMatchObject({ code: 'cart_empty' });
  });

  it('a code that stops applying stays on the cart with its reason, and checkout refuses it', async () => {
    const d = await makeDiscount(t.app, { indicatorIds: [gauge.id] });
    const { client } = await customerWith(gauge.id);
    okBody(await applyCode(client, d.code));
    await admin.ok(updateDiscount, {
      id: d.id,
      code: d.code,
      kind: 'percent',
      value: 20,
      isActive: false,
      indicatorIds: [gauge.id],
    });
    const cart = await client.ok(getCart, undefined);
    expect(cart.summary).toMatchObject({
      discount: 0,
      discountCode: d.code,
      discountError: { code: 'discount_inactive', message: 'This discount code is no longer active.' },
      total: 36.66,
    });
    expect(await client.call(checkout, {})).toMatchObject({ status: 400, body: { code: 'discount_inactive' } });
  });
});

describe('checkout with a code', () => {
  it('keeps the code and each line’s share in cents; the shares add up to the order’s discount', async () => {
    const d = await makeDiscount(t.app, { value: 10 });
    const { client } = await customerWith(gauge.id, pulse.id, profile.id);
    okBody(await applyCode(client, d.code));
    const { orderId } = await client.ok(checkout, {});
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    // 33.33 + 99.00 + 149.99 = 282.32; 10 % = 28.232 → 28.23; tax 10 % of 254.09 = 25.409 → 25.41.
    expect(order).toMatchObject({
      status: 'completed',
      subtotalCents: 28_232,
      discountCode: d.code,
      discountCents: 2_823,
      taxCents: 2_541,
      totalCents: 27_950,
    });
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    // Exact shares 333.3, 990.0, 1499.7 → 333, 990, 1499 + the one cent left to the largest remainder (1499.7).
    expect(items.map((i) => [i.priceCents, i.discountCents])).toEqual([
      [3_333, 333],
      [9_900, 990],
      [14_999, 1_500],
    ]);
    const [listed] = (await client.ok(listOrders, undefined)).orders;
    expect(listed).toMatchObject({ discountCode: d.code, discountAmount: 28.23, totalAmount: 279.5 });
    // The shop owner sees the same on the admin order page.
    const { order: detail } = await admin.ok(getAdminOrder, { id: orderId });
    expect(detail).toMatchObject({
      discountCode: d.code,
      discountAmount: 28.23,
      subtotalAmount: 282.32,
      taxAmount: 25.41,
    });
    // Each item row shows its share of the discount.
    expect(detail.items.map((i) => [i.purchasePrice, i.discountAmount])).toEqual([
      [33.33, 3.33],
      [99, 9.9],
      [149.99, 15],
    ]);
    // The code left the cart with the order.
    expect((await client.ok(getCart, undefined)).summary.discountCode).toBeNull();
  });

  it('a fixed discount larger than the order takes it to 0, never below', async () => {
    const d = await makeDiscount(t.app, { kind: 'fixed', value: 1_000 });
    const { client } = await customerWith(pulse.id);
    expect(okBody(await applyCode(client, d.code)).summary).toMatchObject({ discount: 99, tax: 0, total: 0 });
    const { orderId } = await client.ok(checkout, {});
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'completed', discountCents: 9_900, totalCents: 0, taxCents: 0 });
  });

  it('holds the per-customer limit, also across fresh carts', async () => {
    const d = await makeDiscount(t.app, { maxUsesPerCustomer: 1 });
    const { client } = await customerWith(pulse.id);
    okBody(await applyCode(client, d.code));
    await client.ok(checkout, {});
    await client.ok(addToCart, { indicatorId: profile.id });
    expect(await applyCode(client, d.code)).toMatchObject({
      status: 409,
      body: { code: 'discount_customer_limit' },
    });
    const other = await customerWith(profile.id);
    expect((await applyCode(other.client, d.code)).status).toBe(200);
  });

  it('refuses a used-up code at checkout with its reason rather than charging full price', async () => {
    const d = await makeDiscount(t.app, { maxUses: 1 });
    const first = await customerWith(pulse.id);
    const second = await customerWith(pulse.id);
    okBody(await applyCode(first.client, d.code));
    okBody(await applyCode(second.client, d.code));
    await first.client.ok(checkout, {});
    expect(await second.client.call(checkout, {})).toMatchObject({
      status: 409,
      body: { code: 'discount_used_up', error: 'This discount code has been used up.' },
    });
    const { discounts } = await admin.ok(listDiscounts, undefined);
    expect(discounts.find((x) => x.id === d.id)?.usedCount).toBe(1);
  });
});
