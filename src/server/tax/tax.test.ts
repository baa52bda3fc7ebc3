import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, getCart } from '#shared/contracts/store.endpoints.ts';
import { getAdminOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { getInvoice } from '#shared/contracts/invoices.endpoints.ts';
import { deleteTaxRate, listTaxRates, setTaxRate } from '#shared/contracts/tax.endpoints.ts';
import { orderItems, orders } from '../store/store.schema.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';

// Tax by country: through the API, tax-exclusive prices (default 10 %); tax-inclusive: tax-inclusive.test.ts.
let t: TestApp;
let admin: ApiClient;
let a: { id: number };
let b: { id: number };

beforeAll(async () => {
  t = await createTestApp({ TAX_RATE: '10' });
  admin = (await signedInClient(t.app, 'admin')).client;
  a = await createProduct(t.app, { name: 'Tax A', priceCents: 9_900 });
  b = await createProduct(t.app, { name: 'Tax B', priceCents: 14_999 });
});
afterAll(() => t.close());

async function customerWith(...ids: number[]) {
  const { client } = await signedInClient(t.app);
  for (const indicatorId of ids) await client.ok(addToCart, { indicatorId });
  return client;
}

describe('admin tax rates', () => {
  it('sets, lists (with the default), replaces and deletes a country row', async () => {
    expect((await admin.ok(setTaxRate, { country: 'de', ratePercent: 19 })).rate).toMatchObject({
      country: 'DE',
      ratePercent: 19,
    });
    await admin.ok(setTaxRate, { country: 'FR', ratePercent: 20 });
    await admin.ok(setTaxRate, { country: 'FR', ratePercent: 5.5 });
    const list = await admin.ok(listTaxRates, undefined);
    expect(list.defaultRatePercent).toBe(10);
    expect(list.pricesIncludeTax).toBe(false);
    expect(list.rates.map((r) => [r.country, r.ratePercent])).toEqual([
      ['DE', 19],
      ['FR', 5.5],
    ]);
    expect(await admin.ok(deleteTaxRate, { country: 'FR' })).toEqual({ success: true });
    const again = await admin.call(deleteTaxRate, { country: 'FR' });
    expect(again).toMatchObject({ ok: false, status: 404, body: { code: 'tax_rate_not_found' } });
  });

  it('refuses an unknown country and a bad rate, changing nothing', async () => {
    const before = await admin.ok(listTaxRates, undefined);
    for (const country of ['XX', 'DEU', 'UK', '']) {
      const res = await admin.call(setTaxRate, { country, ratePercent: 7 });
      expect(res).toMatchObject({ ok: false, status: 400, body: { code: 'country_unknown' } });
      if (!res.ok) expect(res.body.fieldCodes).toEqual({ country: 'invalid_value' });
    }
    const rate = await admin.call(setTaxRate, { country: 'AT', ratePercent: 101 });
    expect(rate).toMatchObject({ ok: false, status: 400, body: { code: 'validation_failed' } });
    expect(await admin.ok(listTaxRates, undefined)).toEqual(before);
  });

  it('is for admins only', async () => {
    const { client } = await signedInClient(t.app);
    expect(await client.call(setTaxRate, { country: 'DE', ratePercent: 0 })).toMatchObject({ status: 403 });
  });
});

describe('tax by country at cart and checkout (tax-exclusive)', () => {
  it('shows the country’s rate on the cart, the default for a country without a row', async () => {
    await admin.ok(setTaxRate, { country: 'DE', ratePercent: 19 });
    const client = await customerWith(a.id, b.id);
    // 248.99 × 19 % = 47.3081 → 47.31
    expect((await client.ok(getCart, { country: 'de' })).summary).toMatchObject({
      country: 'DE',
      taxRate: 19,
      subtotal: 248.99,
      tax: 47.31,
      total: 296.3,
    });
    // No row for Brazil: the default 10 % → 24.899 → 24.90
    expect((await client.ok(getCart, { country: 'BR' })).summary).toMatchObject({
      country: 'BR',
      taxRate: 10,
      tax: 24.9,
      total: 273.89,
    });
    const bad = await client.call(getCart, { country: 'ZZ' });
    expect(bad).toMatchObject({ ok: false, status: 400, body: { code: 'country_unknown' } });
  });

  it('stores country, rate and each line’s tax on the order; the invoice names the rate', async () => {
    await admin.ok(setTaxRate, { country: 'DE', ratePercent: 19 });
    const client = await customerWith(a.id, b.id);
    const { orderId } = await client.ok(checkout, { country: 'DE' });
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      taxCountry: 'DE',
      taxRateBp: 1_900,
      pricesIncludeTax: false,
      subtotalCents: 24_899,
      taxCents: 4_731,
      totalCents: 29_630,
    });
    const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    // 4731 split over 9900 and 14999: 1881.03… and 2849.96… → 1881 + 2850.
    expect(lines.map((l) => [l.priceCents, l.taxCents]).sort((x, y) => x[0]! - y[0]!)).toEqual([
      [9_900, 1_881],
      [14_999, 2_850],
    ]);
    const invoice = await client.call(getInvoice, { orderId, format: 'html' });
    expect(invoice.ok && String(invoice.body)).toContain('Tax (19 %, Germany)');
    const { order: detail } = await admin.ok(getAdminOrder, { id: orderId });
    expect(detail).toMatchObject({ taxCountry: 'DE', taxRate: 19, taxAmount: 47.31, pricesIncludeTax: false });
    expect(detail).toMatchObject({ discountCode: null, discountAmount: 0 });
  });

  it('refuses an unknown country at checkout and places no order', async () => {
    const client = await customerWith(a.id);
    const res = await client.call(checkout, { country: 'QQ' });
    expect(res).toMatchObject({ ok: false, status: 400, body: { code: 'country_unknown' } });
    expect((await client.ok(getCart, undefined)).cartItems).toHaveLength(1);
  });
});
