import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getAdminOrder, refundOrder, retryRefund } from '#shared/contracts/admin-store.endpoints.ts';
import { requestAffiliatePayout } from '#shared/contracts/affiliates.endpoints.ts';
import { activateLicence, validateLicence } from '#shared/contracts/licences.endpoints.ts';
import { addToCart, checkout, listOrders } from '#shared/contracts/store.endpoints.ts';
import { decideCommissions } from '../affiliates/commission-decisions.repo.ts';
import { commissionOf, createAffiliate, dashboardOf, registerUser } from '../affiliates/affiliates.test-helpers.ts';
import { licences, orders } from '../store/store.schema.ts';
import { createProduct, mailsOfKind, okBody } from '../store/store.test-helpers.ts';
import { deliverStripeEvent, stripeTestApp, stripeEvent, type FakeStripe } from '../testing/fake-stripe.ts';
import { ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { refunds } from './refunds.schema.ts';

// Refunds and disputes through Stripe, against the local stand-in for its HTTP API.
// Prices: Pulse $99.00, Profile $129.00, Gauge $300.00, tax 10 %: Pulse + Profile = 22,800 +
// 2,280 tax = 25,080 cents. Pulse's refund is its price and its tax share: 9,900 + 990 = 10,890.

let stripe: FakeStripe;
let t: TestApp;
let closeStripeApp: () => Promise<void>;
let admin: ApiClient;
let pulse: { id: number };
let profile: { id: number };
let gauge: { id: number };

beforeAll(async () => {
  ({ stripe, t, close: closeStripeApp } = await stripeTestApp({ TAX_RATE: '10' }));
  admin = (await signedInClient(t.app, 'admin')).client;
  pulse = await createProduct(t.app, { name: 'Orderflow Pulse', priceCents: 9_900 });
  profile = await createProduct(t.app, { name: 'Volume Profile Pro', priceCents: 12_900 });
  gauge = await createProduct(t.app, { name: 'Delta Gauge', priceCents: 30_000 });
});
afterAll(() => closeStripeApp());

const deliver = (event: object, options?: { secret?: string }) => deliverStripeEvent(t.app, event, options);

/** Checks out through Stripe and delivers the paid session's webhook: a completed order. */
async function paidOrder(client: ApiClient, ...indicatorIds: number[]) {
  for (const indicatorId of indicatorIds) await client.ok(addToCart, { indicatorId });
  const orderId = okBody(await client.call(checkout, {})).orderId;
  const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
  const session: Record<string, unknown> = {
    ...stripe.sessions.get(order!.paymentRef!)!,
    status: 'complete',
    payment_status: 'paid',
  };
  expect((await deliver(stripeEvent('checkout.session.completed', session))).body.outcome).toBe('completed');
  const detail = await admin.ok(getAdminOrder, { id: orderId });
  return { orderId, paymentIntent: session.payment_intent as string, items: detail.order.items };
}

async function customerOrder() {
  const customer = await signedInClient(t.app);
  const order = await paidOrder(customer.client, pulse.id, profile.id);
  return { ...customer, ...order };
}

const refundRows = (orderId: number) => t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const stripeRefundsOf = (paymentIntent: string) => stripe.refunds.filter((r) => r.payment_intent === paymentIntent);
const licenceStatuses = async (orderId: number) =>
  (await admin.ok(getAdminOrder, { id: orderId })).order.items.map((i) => i.licence?.status);

describe('refunds through Stripe', () => {
  it('refunds a whole order once: Stripe called with the refund id as idempotency key, keys revoked, mail, timeline', async () => {
    const { orderId, paymentIntent, user } = await customerOrder();
    const res = await admin.ok(refundOrder, { id: orderId });
    expect(res.refund).toMatchObject({
      amount: 250.8,
      status: 'succeeded',
      source: 'admin',
      itemIds: expect.any(Array),
    });
    expect(res.refund.itemIds).toHaveLength(2);
    expect(res.order).toMatchObject({ status: 'refunded', refundedAmount: 250.8, refundableAmount: 0 });
    expect(res.order.items.map((i) => i.licence?.status)).toEqual(['revoked', 'revoked']);

    const sent = stripeRefundsOf(paymentIntent);
    expect(sent).toEqual([
      expect.objectContaining({
        amount: 25_080,
        metadata: { orderId: String(orderId), refundId: String(res.refund.id) },
      }),
    ]);
    const call = stripe.requests.find(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === paymentIntent,
    );
    expect(call!.idempotencyKey).toBe(`novatick-refund-${res.refund.id}`);
    expect(res.refund.providerRefundId).toBe(sent[0]!.id);

    const mail = (await mailsOfKind(t.app, 'order.refunded')).find((m) => m.to === user.email);
    expect(mail!.subject).toBe(`NovaTick: order #${orderId} refunded`);
    expect(mail!.text).toContain(`Your order #${orderId} has been refunded ($250.80).`);

    const detail = await admin.ok(getAdminOrder, { id: orderId });
    expect(detail.timeline.map((e) => e.type)).toEqual([
      'placed',
      'paid',
      'refund_requested',
      'refund_succeeded',
      'email_sent',
    ]);
    expect(detail.timeline[3]!.details).toMatchObject({ amount: 250.8, refundId: res.refund.id });
    expect(detail.refunds).toEqual([expect.objectContaining({ id: res.refund.id, status: 'succeeded' })]);

    // Stripe's own charge.refunded for it afterwards changes nothing.
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 25_080,
      amount_refunded: 25_080,
      refunds: { data: [sent[0]] },
    };
    expect((await deliver(stripeEvent('charge.refunded', charge))).body.outcome).toBe('ignored');
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await admin.call(refundOrder, { id: orderId })).toMatchObject({
      status: 409,
      body: { code: 'order_already_refunded' },
    });
  });

  it("refunds one item, then the rest: amounts with the tax share, statuses, keys, the customer's /orders", async () => {
    const { orderId, items, client, user } = await customerOrder();
    const [pulseItem, profileItem] = items;
    const first = await admin.ok(refundOrder, { id: orderId, itemIds: [pulseItem!.id] });
    expect(first.refund).toMatchObject({ amount: 108.9, status: 'succeeded', itemIds: [pulseItem!.id] });
    expect(first.order).toMatchObject({ status: 'partially_refunded', refundedAmount: 108.9, refundableAmount: 141.9 });
    expect(first.order.items.map((i) => [i.refunded, i.licence?.status])).toEqual([
      [true, 'revoked'],
      [false, 'active'],
    ]);
    const mine = (await client.ok(listOrders, undefined)).orders.find((o) => o.id === orderId)!;
    expect(mine).toMatchObject({ status: 'partially_refunded', refundedAmount: 108.9, totalAmount: 250.8 });
    expect(mine.items.map((i) => i.licence?.status)).toEqual(['revoked', 'active']);
    // The customer's /orders links the refund's credit note, with what it gave back.
    expect(first.refund.creditNoteNumber).toMatch(/^CN-/);
    expect(mine.creditNotes).toEqual([
      { refundId: first.refund.id, number: first.refund.creditNoteNumber, amount: 108.9, issuedAt: expect.any(String) },
    ]);
    const partialMail = (await mailsOfKind(t.app, 'order.refunded')).find((m) => m.to === user.email);
    expect(partialMail!.subject).toBe(`NovaTick: order #${orderId} partly refunded`);
    expect(partialMail!.text).toContain(
      `We have refunded $108.90 of your order #${orderId} ($250.80). Refunded so far: $108.90.`,
    );

    // Bad input changes nothing.
    expect(await admin.call(refundOrder, { id: orderId, itemIds: [pulseItem!.id] })).toMatchObject({
      status: 409,
      body: { error: 'This item has already been refunded.', code: 'refund_item_already_refunded' },
    });
    expect(await admin.call(refundOrder, { id: orderId, amount: 141.91 })).toMatchObject({
      status: 400,
      body: { code: 'refund_amount_too_high' },
    });
    expect(await admin.call(refundOrder, { id: orderId, amount: 1.234 })).toMatchObject({
      status: 400,
      body: { fieldCodes: { amount: 'too_many_decimals' } },
    });
    expect(await admin.call(refundOrder, { id: orderId, itemIds: [999_999] })).toMatchObject({
      status: 400,
      body: { code: 'refund_item_not_in_order' },
    });
    expect(await refundRows(orderId)).toHaveLength(1);

    const second = await admin.ok(refundOrder, { id: orderId });
    expect(second.refund).toMatchObject({ amount: 141.9, itemIds: [profileItem!.id] });
    expect(second.order).toMatchObject({ status: 'refunded', refundedAmount: 250.8, refundableAmount: 0 });
    expect(await licenceStatuses(orderId)).toEqual(['revoked', 'revoked']);
    // Two refunds, two credit notes, oldest first; another customer's /orders shows none of them.
    const after = (await client.ok(listOrders, undefined)).orders.find((o) => o.id === orderId)!;
    expect(after.creditNotes.map((n) => [n.refundId, n.number, n.amount])).toEqual([
      [first.refund.id, first.refund.creditNoteNumber, 108.9],
      [second.refund.id, second.refund.creditNoteNumber, 141.9],
    ]);
    const stranger = (await signedInClient(t.app)).client;
    expect((await stranger.ok(listOrders, undefined)).orders).toEqual([]);
  });

  it('Stripe refunds but its answer is lost: the refund stays pending, the retry uses the same key and refunds once', async () => {
    const { orderId, paymentIntent } = await customerOrder();
    stripe.loseRefundAnswers = true;
    try {
      const lost = await admin.call(refundOrder, { id: orderId });
      expect(lost).toMatchObject({ status: 503, body: { code: 'payment_provider_unavailable' } });
      expect(lost.headers['retry-after']).toBe('60');
    } finally {
      stripe.loseRefundAnswers = false;
    }
    const [pending] = await refundRows(orderId);
    expect(await refundRows(orderId)).toEqual([expect.objectContaining({ status: 'pending', amountCents: 25_080 })]);
    expect(stripeRefundsOf(paymentIntent)).toHaveLength(1);
    expect(await licenceStatuses(orderId)).toEqual(['active', 'active']);
    // Refunding again is not a second refund: the money is on its way (409 refund_pending).
    expect(await admin.call(refundOrder, { id: orderId })).toMatchObject({
      status: 409,
      body: { code: 'refund_pending', details: { refundId: pending!.id } },
    });

    const retry = await admin.ok(retryRefund, { id: orderId, refundId: pending!.id });
    expect(retry.refund).toMatchObject({
      status: 'succeeded',
      providerRefundId: stripeRefundsOf(paymentIntent)[0]!.id,
    });
    expect(stripeRefundsOf(paymentIntent)).toHaveLength(1);
    const keys = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === paymentIntent,
    );
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys.map((r) => r.idempotencyKey))).toEqual(new Set([`novatick-refund-${retry.refund.id}`]));
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('20 concurrent clicks give one refund and one Stripe refund', async () => {
    const { orderId, paymentIntent } = await customerOrder();
    const replies = await Promise.all(Array.from({ length: 20 }, () => admin.call(refundOrder, { id: orderId })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(stripeRefundsOf(paymentIntent)).toHaveLength(1);
  });

  it('a refund Stripe answers pending is settled by its webhook', async () => {
    const { orderId, paymentIntent } = await customerOrder();
    stripe.refundStatus = 'pending';
    try {
      // An empty item list is refused by the schema, before anything is recorded.
      expect((await admin.call(refundOrder, { id: orderId, itemIds: [] })).status).toBe(400);
      const pending = await admin.ok(refundOrder, { id: orderId });
      expect(pending.refund.status).toBe('pending');
      expect(pending.order.status).toBe('completed');
    } finally {
      stripe.refundStatus = 'succeeded';
    }
    const [sent] = stripeRefundsOf(paymentIntent);
    const event = stripeEvent('refund.updated', { ...sent!, status: 'succeeded' });
    expect((await deliver(event)).body.outcome).toBe('settled');
    expect((await admin.ok(getAdminOrder, { id: orderId })).order.status).toBe('refunded');
  });
});

describe('Stripe events', () => {
  it('charge.refunded from the dashboard, replayed 10 times: one refund, keys revoked, one mail', async () => {
    const { orderId, paymentIntent, user } = await customerOrder();
    const charge = {
      id: 'ch_dash',
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 25_080,
      amount_refunded: 25_080,
      refunds: {
        data: [{ id: 're_dashboard_1', object: 'refund', amount: 25_080, status: 'succeeded', metadata: {} }],
      },
    };
    const event = stripeEvent('charge.refunded', charge);
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(replies.filter((r) => r.body.outcome === 'refunded')).toHaveLength(1);
    expect(replies.filter((r) => r.body.outcome === 'duplicate')).toHaveLength(9);
    expect(await refundRows(orderId)).toEqual([
      expect.objectContaining({
        source: 'provider',
        status: 'succeeded',
        amountCents: 25_080,
        providerRefundId: 're_dashboard_1',
      }),
    ]);
    expect(await licenceStatuses(orderId)).toEqual(['revoked', 'revoked']);
    expect((await mailsOfKind(t.app, 'order.refunded')).filter((m) => m.to === user.email)).toHaveLength(1);
    // The same charge in a new event (Stripe sends charge.refunded per refund) adds nothing.
    expect((await deliver(stripeEvent('charge.refunded', charge))).body.outcome).toBe('ignored');
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('refuses a bad signature (400, nothing changes) and logs an unknown order as a no-op (200)', async () => {
    const { orderId, paymentIntent } = await customerOrder();
    const charge = {
      id: 'ch_x',
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 25_080,
      amount_refunded: 25_080,
    };
    expect(await deliver(stripeEvent('charge.refunded', charge), { secret: 'whsec_wrong' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid Stripe signature.' },
    });
    expect(await refundRows(orderId)).toEqual([]);
    const unknown = await deliver(stripeEvent('charge.refunded', { ...charge, payment_intent: 'pi_unknown' }));
    expect(unknown).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
  });

  it('dispute created → keys suspended (validate says SUSPENDED) → lost → revoked, order refunded', async () => {
    const { orderId, paymentIntent } = await customerOrder();
    const [licence] = await t.app.db
      .select()
      .from(licences)
      .where(eq(licences.orderItemId, (await customerItems(orderId))[0]!));
    const addon = new ApiClient(t.app, '203.0.113.9');
    await addon.ok(activateLicence, { key: licence!.key, machineId: 'PC-1' });
    const dispute = {
      id: 'dp_lost',
      object: 'dispute',
      payment_intent: paymentIntent,
      amount: 25_080,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect((await deliver(stripeEvent('charge.dispute.created', dispute))).body.outcome).toBe('disputed');
    expect(await licenceStatuses(orderId)).toEqual(['suspended', 'suspended']);
    expect((await admin.ok(getAdminOrder, { id: orderId })).order.status).toBe('disputed');
    expect(await addon.ok(validateLicence, { key: licence!.key, machineId: 'PC-1' })).toMatchObject({
      valid: false,
      code: 'SUSPENDED',
    });
    expect(await admin.call(refundOrder, { id: orderId })).toMatchObject({
      status: 409,
      body: { code: 'order_not_refundable' },
    });

    expect((await deliver(stripeEvent('charge.dispute.closed', { ...dispute, status: 'lost' }))).body.outcome).toBe(
      'dispute_lost',
    );
    const detail = await admin.ok(getAdminOrder, { id: orderId });
    expect(detail.order.status).toBe('refunded');
    expect(detail.order.items.map((i) => i.licence?.status)).toEqual(['revoked', 'revoked']);
    expect(detail.refunds).toEqual([
      expect.objectContaining({ source: 'dispute', amount: 250.8, providerRefundId: 'dp_lost' }),
    ]);
    expect(detail.timeline.map((e) => e.type)).toEqual([
      'placed',
      'paid',
      'dispute_opened',
      'dispute_lost',
      'refund_succeeded',
      'email_sent',
    ]);
    expect(await addon.ok(validateLicence, { key: licence!.key, machineId: 'PC-1' })).toMatchObject({
      valid: false,
      code: 'REVOKED',
    });
  });

  it('dispute created → won → keys active again, order completed', async () => {
    const { orderId, paymentIntent } = await customerOrder();
    const dispute = {
      id: 'dp_won',
      object: 'dispute',
      payment_intent: paymentIntent,
      amount: 25_080,
      reason: 'general',
      status: 'needs_response',
    };
    await deliver(stripeEvent('charge.dispute.created', dispute));
    expect(await licenceStatuses(orderId)).toEqual(['suspended', 'suspended']);
    expect((await deliver(stripeEvent('charge.dispute.closed', { ...dispute, status: 'won' }))).body.outcome).toBe(
      'dispute_won',
    );
    expect(await licenceStatuses(orderId)).toEqual(['active', 'active']);
    expect((await admin.ok(getAdminOrder, { id: orderId })).order.status).toBe('completed');
    expect(await refundRows(orderId)).toEqual([]);
  });
});

async function customerItems(orderId: number) {
  return (await admin.ok(getAdminOrder, { id: orderId })).order.items.map((i) => i.id);
}

describe('the affiliate commission of partial refunds (cents, 25 % rate)', () => {
  async function referredOrder(rateBp: number, ...indicatorIds: number[]) {
    const affiliate = await createAffiliate(t.app, { rateBp });
    const customer = await registerUser(t.app, affiliate.code);
    const client = (await signedInClient(t.app, customer)).client;
    const order = await paidOrder(client, ...indicatorIds);
    return { affiliate, client, ...order };
  }
  const balanceCents = async (client: ApiClient) => Math.round((await dashboardOf(client)).stats.balance * 100);

  it('before a payout: each refund reverses its share, and the shares add up to the commission', async () => {
    const { affiliate, orderId, items } = await referredOrder(2500, pulse.id, profile.id);
    // Commission on what was paid before tax: 25 % of 22,800 = 5,700. Each refund
    // reverses the commission's share of what it gave back net of tax, from its stored lines.
    // Lines: Pulse paid 10,890 (tax 990), Profile 14,190 (tax 1,290).
    expect(await balanceCents(affiliate.client)).toBe(5_700);
    // $33.33 back, split 10,890 : 14,190 → Pulse 1,447, Profile 1,886; tax 132 + 171 = 303; net
    // 3,030: 5,700 × 3,030 / 22,800 = 757.5 → 758 (half up). Balance 5,700 − 758 = 4,942.
    await admin.ok(refundOrder, { id: orderId, amount: 33.33 });
    expect(await balanceCents(affiliate.client)).toBe(4_942);
    // Pulse next: what remains of its line, 10,890 − 1,447 = 9,443 (tax 990 − 132 = 858, net
    // 8,585); cumulative net 11,615 → 5,700 × 11,615 / 22,800 = 2,903.75 → 2,904; balance 2,796.
    const pulseBack = await admin.ok(refundOrder, { id: orderId, itemIds: [items[0]!.id] });
    expect(pulseBack.refund.amount).toBe(94.43);
    expect(await balanceCents(affiliate.client)).toBe(2_796);
    // The rest (25,080 − 3,333 − 9,443 = 12,304): cumulative net 22,800 → 5,700. Balance 0.
    const last = await admin.ok(refundOrder, { id: orderId });
    expect(last.refund.amount).toBe(123.04);
    expect(await balanceCents(affiliate.client)).toBe(0);
  });

  it('after a payout: the reversal leaves a negative balance that the next commission nets out', async () => {
    const { affiliate, orderId, items, client } = await referredOrder(2500, pulse.id, profile.id);
    // Only approved money is paid out: the admin approves this commission early.
    const commission = await commissionOf(t.app, orderId);
    await decideCommissions(t.app.db, [commission!.id], 'approved', 'admin');
    await affiliate.client.ok(requestAffiliatePayout, {
      amount: 57,
      payoutMethod: 'paypal',
      payoutDetails: { paypalEmail: 'a@example.com' },
    });
    expect(await balanceCents(affiliate.client)).toBe(0);
    // Pulse back: 10,890 of 25,080 → 5,700 × 10,890 / 25,080 = 2,475. Balance −2,475.
    await admin.ok(refundOrder, { id: orderId, itemIds: [items[0]!.id] });
    expect(await balanceCents(affiliate.client)).toBe(-2_475);
    // Next order: Gauge 30,000 before tax → 7,500 commission. Balance 7,500 − 2,475 = 5,025.
    const next = await paidOrder(client, gauge.id);
    expect(await balanceCents(affiliate.client)).toBe(5_025);
    await decideCommissions(t.app.db, [(await commissionOf(t.app, next.orderId))!.id], 'approved', 'admin');
    const tooMuch = await affiliate.client.call(requestAffiliatePayout, {
      amount: 50.26,
      payoutMethod: 'paypal',
      payoutDetails: { paypalEmail: 'a@example.com' },
    });
    expect(tooMuch).toMatchObject({ status: 400, body: { code: 'payout_above_balance' } });
    await affiliate.client.ok(requestAffiliatePayout, {
      amount: 50.25,
      payoutMethod: 'paypal',
      payoutDetails: { paypalEmail: 'a@example.com' },
    });
    expect(await balanceCents(affiliate.client)).toBe(0);
  });

  it('a dispute holds the commission; won releases it', async () => {
    const { affiliate, orderId, paymentIntent } = await referredOrder(2500, pulse.id);
    // 25 % of 9,900 (paid before tax) = 2,475.
    expect(await balanceCents(affiliate.client)).toBe(2_475);
    const dispute = {
      id: 'dp_hold',
      object: 'dispute',
      payment_intent: paymentIntent,
      amount: 10_890,
      reason: 'general',
      status: 'needs_response',
    };
    await deliver(stripeEvent('charge.dispute.created', dispute));
    expect(await balanceCents(affiliate.client)).toBe(0);
    await deliver(stripeEvent('charge.dispute.closed', { ...dispute, status: 'won' }));
    expect(await balanceCents(affiliate.client)).toBe(2_475);
    expect((await admin.ok(getAdminOrder, { id: orderId })).order.status).toBe('completed');
  });
});
