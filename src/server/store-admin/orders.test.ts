import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAdminOrder, listAdminOrders, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import type { EndpointInput } from '#shared/contracts/endpoint.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import type { OrderEvent } from '../store/order-hooks.ts';
import { licences, orders } from '../store/store.schema.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { completeOrder, createAffiliate, dashboardOf, registerUser } from '../affiliates/affiliates.test-helpers.ts';
import { createIndicatorRow, createOrder } from './store-admin.test-helpers.ts';

let t: TestApp;
let admin: ApiClient;
let alice: Awaited<ReturnType<typeof createTestUser>>;
let bob: Awaited<ReturnType<typeof createTestUser>>;
let gauge: { id: number; name: string; priceCents: number };
let pulse: { id: number; name: string; priceCents: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  alice = await createTestUser(t.app, { email: 'alice.trader@example.com', displayName: 'Alice Walker' });
  bob = await createTestUser(t.app, { email: 'bob@example.com', displayName: 'Bob Stone' });
  gauge = await createIndicatorRow(t.app, { name: 'Delta Gauge', priceCents: 9900 });
  pulse = await createIndicatorRow(t.app, { name: 'Market Pulse', priceCents: 14950 });
});
afterAll(() => t.close());

describe('order list', () => {
  it('pages newest first and searches by id, e-mail and name, with a status filter', async () => {
    const first = await createOrder(t.app, alice.id, [gauge]);
    const second = await createOrder(t.app, bob.id, [gauge, pulse]);
    const pending = await createOrder(t.app, bob.id, [pulse], 'pending');

    const all = await admin.ok(listAdminOrders, { limit: 2 });
    expect(all.totalCount).toBe(3);
    expect(all.pagination).toEqual({ currentPage: 1, totalPages: 2 });
    expect(all.orders.map((o) => o.id)).toEqual([pending.order.id, second.order.id]);
    expect(all.orders[1]).toMatchObject({
      status: 'completed',
      totalAmount: 248.5,
      itemCount: 2,
      customer: { id: bob.id, email: 'bob@example.com', displayName: 'Bob Stone' },
    });
    const ids = async (query: EndpointInput<typeof listAdminOrders>) =>
      (await admin.ok(listAdminOrders, query)).orders.map((o) => o.id);
    expect(await ids({ limit: 2, page: 2 })).toEqual([first.order.id]);
    expect(await ids({ search: 'ALICE.trader' })).toEqual([first.order.id]);
    expect(await ids({ search: 'stone' })).toEqual([pending.order.id, second.order.id]);
    expect(await ids({ search: `#${second.order.id}` })).toEqual([second.order.id]);
    expect(await ids({ search: 'bob', status: 'pending' })).toEqual([pending.order.id]);
    expect(await ids({ search: '%' })).toEqual([]);
  });

  it('refuses bad queries', async () => {
    for (const q of ['page=0', 'limit=101', 'status=lost', `search=${'x'.repeat(201)}`])
      expect((await admin.get(`/_api/admin/orders?${q}`)).status).toBe(400);
  });
});

describe('order detail', () => {
  it('shows items with their licence keys and activations', async () => {
    const { order, keys } = await createOrder(t.app, alice.id, [gauge, pulse]);
    const res = await admin.ok(getAdminOrder, { id: order.id });
    expect(res.order).toMatchObject({
      id: order.id,
      status: 'completed',
      subtotalAmount: 248.5,
      taxAmount: 0,
      totalAmount: 248.5,
      refundedAt: null,
      customer: { email: 'alice.trader@example.com' },
    });
    expect(res.order.items).toEqual([
      expect.objectContaining({
        name: 'Delta Gauge',
        purchasePrice: 99,
        licence: expect.objectContaining({
          key: keys[0],
          status: 'active',
          machineLimit: 1,
          activations: [expect.objectContaining({ machineName: 'Trading PC' })],
        }),
      }),
      expect.objectContaining({
        name: 'Market Pulse',
        purchasePrice: 149.5,
        licence: expect.objectContaining({ key: keys[1] }),
      }),
    ]);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect(await admin.call(getAdminOrder, { id: 999999 })).toMatchObject({
      status: 404,
      body: { error: 'Order not found.', code: 'order_not_found' },
    });
    expect((await admin.get('/_api/admin/order?id=abc')).status).toBe(400);
  });
});

describe('refund', () => {
  const seen: OrderEvent[] = [];
  const spy = async (_tx: unknown, event: OrderEvent) => {
    seen.push(event);
  };
  beforeAll(() => {
    t.app.hooks.order.refunded.push(spy);
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(() => {
    t.app.hooks.order.refunded.splice(t.app.hooks.order.refunded.indexOf(spy), 1);
  });

  it('marks the order refunded, revokes its licences, runs the hooks once and e-mails the customer', async () => {
    const { order, keys } = await createOrder(t.app, alice.id, [gauge, pulse]);
    const res = await admin.ok(refundOrder, { id: order.id });
    expect(res.order).toMatchObject({ id: order.id, status: 'refunded' });
    expect(res.order.refundedAt).toEqual(expect.any(String));
    expect(res.order.items.map((i) => i.licence?.status)).toEqual(['revoked', 'revoked']);

    const rows = await t.app.db.select().from(licences).where(eq(licences.userId, alice.id));
    for (const key of keys)
      expect(rows.find((l) => l.key === key)).toMatchObject({ status: 'revoked', revokedAt: expect.any(Date) });
    expect(seen).toEqual([
      {
        orderId: order.id,
        userId: alice.id,
        totalCents: 24850,
        paidBeforeTaxCents: expect.any(Number),
        couponAffiliateId: null,
        site: { siteName: 'NovaTick', siteUrl: 'http://shop.test' },
        refund: { id: res.refund.id, amountCents: 24850, netCents: 24850, netBeforeCents: 0 },
      },
    ]);
    expect(res.refund).toMatchObject({ amount: 248.5, status: 'succeeded', source: 'admin' });

    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order.refunded'));
    const mail = mails.find((m) => m.subject.includes(`#${order.id}`));
    expect(mail).toMatchObject({ to: 'alice.trader@example.com' });
    expect(mail!.text).toContain('$248.50');
    for (const key of keys) expect(mail!.text).toContain(key);

    const again = await admin.call(refundOrder, { id: order.id });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'This order has already been refunded.', code: 'order_already_refunded' },
    });
    expect(seen).toHaveLength(1);
  });

  it('two refunds at the same time: one succeeds, the other gets 409, the hooks run once', async () => {
    const { order } = await createOrder(t.app, bob.id, [gauge]);
    const results = await Promise.all([1, 2, 3].map(() => admin.call(refundOrder, { id: order.id })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(seen).toHaveLength(1);
  });

  it('refuses orders that are not completed, unknown orders; a failing step is finished by the retry', async () => {
    const { order: pending } = await createOrder(t.app, bob.id, [pulse], 'pending');
    expect(await admin.call(refundOrder, { id: pending.id })).toMatchObject({
      status: 409,
      body: { error: 'Only completed orders can be refunded.', code: 'order_not_refundable' },
    });
    expect(await admin.call(refundOrder, { id: 999_999 })).toMatchObject({
      status: 404,
      body: { error: 'Order not found.', code: 'order_not_found' },
    });
    expect(seen).toHaveLength(0);

    const { order } = await createOrder(t.app, bob.id, [pulse]);
    const failing = async () => {
      throw new Error('ledger unavailable');
    };
    t.app.hooks.order.refunded.push(failing);
    try {
      expect(await admin.call(refundOrder, { id: order.id })).toMatchObject({
        status: 500,
        body: { code: 'internal' },
      });
    } finally {
      t.app.hooks.order.refunded.splice(t.app.hooks.order.refunded.indexOf(failing), 1);
    }
    // The refund went through and the steps before the failing one stay done; the hooks' step
    // rolled back (the spy only saw the attempt).
    seen.length = 0;
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('refunded');
    // The admin's retry resumes the cascade from the failed step: the hooks run once, one e-mail.
    const retry = await admin.ok(refundOrder, { id: order.id });
    expect(retry.refund.status).toBe('succeeded');
    expect(seen).toHaveLength(1);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order.refunded'));
    expect(mails.filter((m) => m.subject.includes(`#${order.id} `))).toHaveLength(1);
  });
});

describe('refund and the affiliate program', () => {
  it("reverses the referrer's commission through the refunded order hooks", async () => {
    const affiliate = await createAffiliate(t.app);
    const customer = await registerUser(t.app, affiliate.code);
    const order = await completeOrder(t.app, customer.id, 20000);
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ totalCommissions: 20, balance: 20 });

    expect((await admin.call(refundOrder, { id: order.id })).status).toBe(200);
    expect((await dashboardOf(affiliate.client)).stats).toMatchObject({ totalCommissions: 0, balance: 0 });
    expect((await admin.call(refundOrder, { id: order.id })).status).toBe(409);
    expect((await dashboardOf(affiliate.client)).stats.balance).toBe(0);
  });
});
