import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import type { AnalyticsResponse } from '#shared/contracts/admin-analytics.ts';
import { exportOrdersCsv } from '#shared/contracts/admin-exports.endpoints.ts';
import { getAdminOrder, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { applyCode, makeDiscount } from '../discounts/discounts.test-helpers.ts';
import { orders } from '../store/store.schema.ts';
import { createProduct, okBody } from '../store/store.test-helpers.ts';
import { deliverStripeEvent, stripeEvent, stripeTestApp, type FakeStripe } from '../testing/fake-stripe.ts';
import type { ApiClient, TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { refunds } from './refunds.schema.ts';

// "Done when": on a discounted, partly refunded, disputed order the admin order page,
// the credit notes, the orders CSV and analytics agree to the cent. Alpha $60.00 + Beta $40.00,
// a 20 % code, 10 % tax on top: Alpha paid 48.00 + 4.80 = 52.80, Beta 32.00 + 3.20 = 35.20,
// total 88.00 (80.00 before tax). Alpha refunded (52.80, 48.00 before tax), then a dispute opens.

let stripe: FakeStripe;
let t: TestApp;
let close: () => Promise<void>;
let admin: ApiClient;

beforeAll(async () => {
  ({ stripe, t, close } = await stripeTestApp({ TAX_RATE: '10' }));
  admin = (await signedInClient(t.app, 'admin')).client;
});
afterAll(() => close());

describe('a discounted, partly refunded, disputed order', () => {
  it('reads the same figures on the order page, the credit note, the CSV and analytics', async () => {
    const alpha = await createProduct(t.app, { name: 'Agree Alpha', priceCents: 6_000 });
    const beta = await createProduct(t.app, { name: 'Agree Beta', priceCents: 4_000 });
    const { client } = await signedInClient(t.app);
    await client.ok(addToCart, { indicatorId: alpha.id });
    await client.ok(addToCart, { indicatorId: beta.id });
    okBody(await applyCode(client, (await makeDiscount(t.app, { kind: 'percent', value: 20 })).code));
    const orderId = okBody(await client.call(checkout, {})).orderId;
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    const session: Record<string, unknown> = {
      ...stripe.sessions.get(row!.paymentRef!)!,
      status: 'complete',
      payment_status: 'paid',
    };
    await deliverStripeEvent(t.app, stripeEvent('checkout.session.completed', session));

    const before = (await admin.ok(getAdminOrder, { id: orderId })).order;
    const alphaItem = before.items.find((i) => i.name === 'Agree Alpha')!;
    expect(before.totalAmount).toBe(88);
    expect(before.items.map((i) => i.paidAmount)).toEqual([52.8, 35.2]);
    expect(alphaItem.refundAmount).toBe(52.8);
    await admin.ok(refundOrder, { id: orderId, itemIds: [alphaItem.id] });
    await deliverStripeEvent(
      t.app,
      stripeEvent('charge.dispute.created', {
        id: 'dp_agree',
        object: 'dispute',
        payment_intent: session.payment_intent,
        amount: 3_520,
        reason: 'general',
        status: 'needs_response',
      }),
    );

    // The order page.
    const page = await admin.ok(getAdminOrder, { id: orderId });
    expect(page.order).toMatchObject({ status: 'disputed', refundedAmount: 52.8, refundableAmount: 35.2 });
    // The credit note: one, for what went back.
    const notes = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(notes.map((n) => [n.status, n.amountCents, n.taxCents, Boolean(n.creditNoteNumber)])).toEqual([
      ['succeeded', 5_280, 480, true],
    ]);
    expect(page.refunds.map((r) => r.amount)).toEqual([52.8]);
    // The CSV: the refund on Alpha's line only; the column adds up to it.
    const today = new Date().toISOString().slice(0, 10);
    const csv = await admin.get<string>(endpointUrl(exportOrdersCsv, { from: today, to: today }));
    const [header, ...lines] = csv.body.trim().split('\r\n');
    const col = header!.split(',').indexOf('refund_amount');
    const mine = lines.filter((l) => l.startsWith(`${orderId},`)).map((l) => l.split(',')[col]);
    expect(mine).toEqual(['-52.80', '']);
    // Analytics: still one order; sales 80.00 before tax, refunds 48.00 before tax.
    const stats = await admin.get<AnalyticsResponse>(endpointUrl(getAdminAnalytics, { from: today, to: today }));
    expect(stats.body.current.totals).toMatchObject({
      orders: 1,
      salesCents: 8_000,
      refundsCents: 4_800,
      revenueCents: 3_200,
      refundedOrders: 1,
      disputes: 1,
    });
  });
});
