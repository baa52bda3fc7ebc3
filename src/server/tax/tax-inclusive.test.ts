import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, getCart } from '#shared/contracts/store.endpoints.ts';
import { setTaxRate } from '#shared/contracts/tax.endpoints.ts';
import { orderItems, orders } from '../store/store.schema.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';

// Tax by country with PRICES_INCLUDE_TAX=true, through the API.
describe('tax-inclusive prices (PRICES_INCLUDE_TAX=true)', () => {
  let inc: TestApp;
  beforeAll(async () => {
    inc = await createTestApp({ TAX_RATE: '0', PRICES_INCLUDE_TAX: 'true' });
  }, 300_000);
  afterAll(() => inc.close());

  it('splits the tax out of the shown prices over several lines, rounding once per order', async () => {
    const incAdmin = (await signedInClient(inc.app, 'admin')).client;
    await incAdmin.ok(setTaxRate, { country: 'DE', ratePercent: 19 });
    const ids = [];
    for (const name of ['Cheap 1', 'Cheap 2', 'Cheap 3'])
      ids.push((await createProduct(inc.app, { name, priceCents: 99 })).id);
    const { client } = await signedInClient(inc.app);
    for (const indicatorId of ids) await client.ok(addToCart, { indicatorId });
    // 2.97 includes 19 %: net 2.97 / 1.19 = 2.4957… → 2.50, tax 0.47; the total is the price shown.
    expect((await client.ok(getCart, { country: 'DE' })).summary).toMatchObject({
      pricesIncludeTax: true,
      subtotal: 2.97,
      tax: 0.47,
      total: 2.97,
    });
    const { orderId } = await client.ok(checkout, { country: 'DE' });
    const [order] = await inc.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ taxCents: 47, totalCents: 297, pricesIncludeTax: true, taxRateBp: 1_900 });
    const lines = await inc.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((l) => l.taxCents).sort()).toEqual([15, 16, 16]);
  });
});
