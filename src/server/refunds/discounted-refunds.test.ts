import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getAdminOrder, refundOrder, retryRefund } from '#shared/contracts/admin-store.endpoints.ts';
import { addToCart, checkout, listOrders } from '#shared/contracts/store.endpoints.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { affiliateLedger } from '../affiliates/affiliates.schema.ts';
import { createAffiliate, registerUser } from '../affiliates/affiliates.test-helpers.ts';
import { sessionCookieName } from '../auth/session.ts';
import { applyCode, makeDiscount } from '../discounts/discounts.test-helpers.ts';
import { orderItems } from '../store/store.schema.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { refundProvidersOf } from './refund-providers.ts';

// The refund of a discounted line is what was paid for it. Alpha $60.00 and
// Beta $40.00, a 20 % code, tax 15 % on top: discount 12.00 + 8.00; tax 7.20 + 4.80; Alpha paid
// 55.20, Beta 36.80, total 92.00. Refunding Alpha gives back 55.20 (never 69.00 = 60 + 15 %),
// its credit note says 48.00 + 7.20 tax, the affiliate loses 10 % of 48.00; Beta stays refundable
// in full.

let t: TestApp;
let admin: ApiClient;
let alpha: { id: number };
let beta: { id: number };

beforeAll(async () => {
  // E2E_TEST_CLOCK lets the test take the refund provider down (refund-providers.ts).
  t = await createTestApp({ TAX_RATE: '15', E2E_TEST_CLOCK: 'true' });
  admin = (await signedInClient(t.app, 'admin')).client;
  alpha = await createProduct(t.app, { name: 'Alpha Flow', priceCents: 6_000 });
  beta = await createProduct(t.app, { name: 'Beta Band', priceCents: 4_000 });
});
afterAll(() => t.close());

async function discountedOrder(client: ApiClient) {
  const { code } = await makeDiscount(t.app, { kind: 'percent', value: 20 });
  await client.ok(addToCart, { indicatorId: alpha.id });
  await client.ok(addToCart, { indicatorId: beta.id });
  expect((await applyCode(client, code)).status).toBe(200);
  const { orderId } = await client.ok(checkout, {});
  const { order } = await admin.ok(getAdminOrder, { id: orderId });
  return { orderId, order, alphaItem: order.items[0]!.id, betaItem: order.items[1]!.id };
}

async function creditNoteText(client: ApiClient, refundId: number) {
  const name = sessionCookieName(t.app.config.isProduction);
  const res = await t.app.inject({
    method: 'GET',
    url: `/_api/orders/credit-note?refundId=${refundId}`,
    headers: { host: 'shop.test', cookie: `${name}=${client.cookie(name)}` },
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload).join(' ');
}

describe('refunds of a discounted order', () => {
  it('each line stores what was paid for it, adding up to the total', async () => {
    const { client } = await signedInClient(t.app);
    const { orderId, order } = await discountedOrder(client);
    expect(order.totalAmount).toBe(92);
    // The admin's item refund dialog names what will go back: the paid figure, not the list price.
    expect(order.items.map((i) => [i.purchasePrice, i.paidAmount, i.refundAmount, i.pendingRefundId])).toEqual([
      [60, 55.2, 55.2, null],
      [40, 36.8, 36.8, null],
    ]);
    const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((l) => [l.priceCents, l.discountCents, l.taxCents, l.paidCents])).toEqual([
      [6_000, 1_200, 720, 5_520],
      [4_000, 800, 480, 3_680],
    ]);
  });

  it('an item gives back the 55.20 paid; credit note and commission reversal agree; the other item stays whole', async () => {
    const affiliate = await createAffiliate(t.app, { rateBp: 1000 });
    const customer = await registerUser(t.app, affiliate.code);
    const client = (await signedInClient(t.app, customer)).client;
    const { orderId, alphaItem, betaItem } = await discountedOrder(client);

    const first = await admin.ok(refundOrder, { id: orderId, itemIds: [alphaItem] });
    expect(first.refund).toMatchObject({ amount: 55.2, status: 'succeeded', itemIds: [alphaItem] });
    expect(first.order).toMatchObject({ status: 'partially_refunded', refundedAmount: 55.2, refundableAmount: 36.8 });
    const note = await creditNoteText(client, first.refund.id);
    for (const figure of ['Alpha Flow', '$48.00', '$7.20', '$55.20']) expect(note).toContain(figure);
    expect(note).not.toContain('$69.00');
    // The refunded item's licence is revoked: no reset is offered for it (point 5).
    const mine = (await client.ok(listOrders, undefined)).orders.find((o) => o.id === orderId)!;
    expect(mine.items.map((i) => [i.licence?.status, i.licence?.resetAvailable])).toEqual([
      ['revoked', false],
      ['active', true],
    ]);

    // Commission: 10 % of 80.00 paid before tax = 8.00; Alpha's 48.00 net reverses 4.80.
    const ledger = await t.app.db.select().from(affiliateLedger).where(eq(affiliateLedger.orderId, orderId));
    expect(ledger.map((r) => [r.type, r.amountCents])).toEqual([
      ['commission', 800],
      ['reversal', -480],
    ]);

    const second = await admin.ok(refundOrder, { id: orderId, itemIds: [betaItem] });
    expect(second.refund).toMatchObject({ amount: 36.8, itemIds: [betaItem] });
    expect(second.order).toMatchObject({ status: 'refunded', refundedAmount: 92, refundableAmount: 0 });
    const after = await t.app.db.select().from(affiliateLedger).where(eq(affiliateLedger.orderId, orderId));
    expect(after.reduce((sum, r) => sum + r.amountCents, 0)).toBe(0);
  });

  it('a pending refund of X stays pending while item Y is refunded on its own; Retry now finishes X', async () => {
    const { client } = await signedInClient(t.app);
    const { orderId, alphaItem, betaItem } = await discountedOrder(client);
    const providers = refundProvidersOf(t.app);
    providers.setDown(true);
    let pendingId: number;
    try {
      const down = await admin.call(refundOrder, { id: orderId, itemIds: [alphaItem] });
      expect(down).toMatchObject({ status: 503, body: { code: 'payment_provider_unavailable' } });
      expect(down.headers['retry-after']).toBe('60');
      pendingId = (down.body as unknown as { details: { refundId: number } }).details.refundId;
      // The same item again: refused, the pending refund is not retried in its name.
      expect(await admin.call(refundOrder, { id: orderId, itemIds: [alphaItem] })).toMatchObject({
        status: 409,
        body: { code: 'refund_pending', details: { refundId: pendingId } },
      });
    } finally {
      providers.setDown(false);
    }
    const y = await admin.ok(refundOrder, { id: orderId, itemIds: [betaItem] });
    expect(y.refund).toMatchObject({ amount: 36.8, status: 'succeeded', itemIds: [betaItem] });
    const pendingNow = (await admin.ok(getAdminOrder, { id: orderId })).refunds.find((r) => r.id === pendingId);
    expect(pendingNow).toMatchObject({ status: 'pending', amount: 55.2 });
    const items = y.order.items;
    expect(items.map((i) => i.licence?.status)).toEqual(['active', 'revoked']);
    // The order page: Alpha's refund is pending (with the id "Retry now" names), not refunded.
    expect(items.map((i) => [i.refunded, i.refundPending, i.pendingRefundId, i.paidAmount, i.refundAmount])).toEqual([
      [false, true, pendingId, 55.2, 0],
      [true, false, null, 36.8, 0],
    ]);

    const retried = await admin.ok(retryRefund, { id: orderId, refundId: pendingId });
    expect(retried.refund).toMatchObject({ id: pendingId, status: 'succeeded', amount: 55.2 });
    expect(retried.order).toMatchObject({ status: 'refunded', refundedAmount: 92 });
    expect(retried.order.items.map((i) => i.licence?.status)).toEqual(['revoked', 'revoked']);
    expect(await admin.call(retryRefund, { id: orderId, refundId: pendingId })).toMatchObject({
      status: 409,
      body: { code: 'refund_not_pending' },
    });
  });
  it('the e2e switch takes one order’s refunds down (E2E_TEST_CLOCK only): 503, pending, then Retry now', async () => {
    const { client } = await signedInClient(t.app);
    const { orderId, alphaItem } = await discountedOrder(client);
    const anon = new ApiClient(t.app);
    expect((await anon.post('/_api/test/payment-provider', { down: true, orderId })).status).toBe(200);
    const down = await admin.call(refundOrder, { id: orderId, itemIds: [alphaItem] });
    expect(down).toMatchObject({ status: 503, body: { code: 'payment_provider_unavailable' } });
    // Another order refunds as usual meanwhile.
    const other = await discountedOrder((await signedInClient(t.app)).client);
    expect((await admin.ok(refundOrder, { id: other.orderId, itemIds: [other.alphaItem] })).refund.status).toBe(
      'succeeded',
    );
    expect((await anon.post('/_api/test/payment-provider', { down: false, orderId })).status).toBe(200);
    const pending = (await admin.ok(getAdminOrder, { id: orderId })).order.items[0]!;
    expect(pending).toMatchObject({ refundPending: true, refunded: false });
    const retried = await admin.ok(retryRefund, { id: orderId, refundId: pending.pendingRefundId! });
    expect(retried.refund).toMatchObject({ status: 'succeeded', amount: 55.2 });

    const plain = await createTestApp();
    try {
      expect((await new ApiClient(plain.app).post('/_api/test/payment-provider', { down: true })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
