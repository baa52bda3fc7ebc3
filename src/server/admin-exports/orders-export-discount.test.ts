import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportOrdersCsv } from '#shared/contracts/admin-exports.endpoints.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { getAdminOrder, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { applyCode, makeDiscount } from '../discounts/discounts.test-helpers.ts';
import { createProduct, okBody } from '../store/store.test-helpers.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';

let t: TestApp;
let admin: ApiClient;
let pulse: { id: number };
let profile: { id: number };

beforeAll(async () => {
  t = await createTestApp({ TAX_RATE: '10' });
  admin = (await signedInClient(t.app, 'admin')).client;
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 14_999 });
});
afterAll(() => t.close());

async function buy(indicatorIds: number[], code?: string) {
  const { client } = await signedInClient(t.app);
  for (const indicatorId of indicatorIds) await client.ok(addToCart, { indicatorId });
  if (code) okBody(await applyCode(client, code));
  return (await client.ok(checkout, {})).orderId;
}

/** The export of today's orders as rows of cells, by header (no cell here holds a comma or quote). */
async function exportedRows() {
  const today = new Date().toISOString().slice(0, 10);
  const res = await admin.get<string>(endpointUrl(exportOrdersCsv, { from: today, to: today }));
  expect(res.status).toBe(200);
  const [header, ...lines] = res.body.trim().split('\r\n');
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i]!, cell])));
}

describe('orders.csv discount column', () => {
  it("shows each line's share of the order's discount in dollars, and 0.00 on an order without a code", async () => {
    const d = await makeDiscount(t.app, { value: 10 });
    const withCode = await buy([pulse.id, profile.id], d.code);
    const without = await buy([pulse.id]);
    const rows = await exportedRows();
    const cells = (orderId: number) =>
      rows
        .filter((r) => r.order_id === String(orderId))
        .map((r) => [r.item, r.unit_price, r.discount, r.order_subtotal, r.order_total]);
    // 99.00 + 149.99 = 248.99; 10 % = 24.90, shared 9.90 + 15.00 (the cent to the larger remainder);
    // tax 10 % of 224.09 = 22.41, total 246.50.
    expect(cells(withCode)).toEqual([
      ['Orderflow Pulse', '99.00', '9.90', '248.99', '246.50'],
      ['Volume Profile Pro', '149.99', '15.00', '248.99', '246.50'],
    ]);
    expect(cells(without)).toEqual([['Orderflow Pulse', '99.00', '0.00', '99.00', '108.90']]);
  });

  it('puts each refund on the line it gave back, so the column adds up to what went back', async () => {
    const d = await makeDiscount(t.app, { value: 10 });
    const orderId = await buy([pulse.id, profile.id], d.code);
    const { order } = await admin.ok(getAdminOrder, { id: orderId });
    // Pulse paid 89.10 + 8.91 tax = 98.01; then 10.00 of the rest back as an amount.
    await admin.ok(refundOrder, { id: orderId, itemIds: [order.items[0]!.id] });
    await admin.ok(refundOrder, { id: orderId, amount: 10 });
    const lines = (await exportedRows()).filter((r) => r.order_id === String(orderId));
    const refunded = lines.map((r) => Math.round(Number(r.refund_amount || 0) * 100));
    expect(refunded[0]).toBe(-9_801);
    expect(refunded.reduce((sum, c) => sum + c, 0)).toBe(-(9_801 + 1_000));
  });
});
