import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import type { AnalyticsResponse } from '#shared/contracts/admin-analytics.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { affiliateLedger, affiliates, referrals } from '../affiliates/affiliates.schema.ts';
import type { App } from '../app.ts';
import { users } from '../auth/auth.schema.ts';
import { licenceEvents } from '../licences/licences.schema.ts';
import { refundItems, refundLines, refunds } from '../refunds/refunds.schema.ts';
import { createIndicatorRow } from '../store-admin/store-admin.test-helpers.ts';
import { licences, orderItems, orders, paymentEvents, type OrderStatus } from '../store/store.schema.ts';
import { suggestions } from '../suggestions/suggestions.schema.ts';
import { supportMessages } from '../support/support.schema.ts';
import { ApiClient, createTestApp, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { analytics } from './analytics.service.ts';

// A fixed fixture, summed by hand below. The shop's days are New York's (UTC−5 in January), so
// an order paid at 03:30 UTC belongs to the day before, and one paid at 02:00 UTC on the 20th
// still falls in a range ending on the 19th.

const TZ = 'America/New_York';
let t: TestApp;
let admin: ApiClient;
let X: number;
let Y: number;

const at = (iso: string) => new Date(iso);

async function user(app: App, name: string) {
  const [row] = await app.db
    .insert(users)
    .values({ email: `${name}@example.com`, displayName: name })
    .returning();
  return row!.id;
}

let checkout = 0;
async function order(
  app: App,
  userId: number,
  status: OrderStatus,
  paidAt: string | null,
  items: Array<[number, number]>,
  refundedAt: string | null = null,
) {
  const subtotal = items.reduce((sum, [, cents]) => sum + cents, 0);
  const [row] = await app.db
    .insert(orders)
    .values({
      userId,
      status,
      subtotalCents: subtotal,
      // Tax is not revenue: it must never show in the sums.
      taxCents: Math.round(subtotal * 0.08),
      totalCents: subtotal + Math.round(subtotal * 0.08),
      paymentProvider: 'instant',
      checkoutKey: `a-${(checkout += 1)}`,
      createdAt: at(paidAt ?? '2025-01-10T12:00:00Z'),
      completedAt: paidAt ? at(paidAt) : null,
      refundedAt: refundedAt ? at(refundedAt) : null,
    })
    .returning();
  const lines = await app.db
    .insert(orderItems)
    .values(
      items.map(([indicatorId, priceCents]) => ({
        orderId: row!.id,
        indicatorId,
        name: 'Old name',
        priceCents,
        paidCents: priceCents,
      })),
    )
    .returning();
  if (refundedAt) {
    // The whole order given back: a succeeded refund of every line, settled that day.
    const [refund] = await app.db
      .insert(refunds)
      .values({
        orderId: row!.id,
        amountCents: row!.totalCents,
        taxCents: row!.taxCents,
        status: 'succeeded',
        source: 'admin',
        settledAt: at(refundedAt),
      })
      .returning();
    await app.db.insert(refundItems).values(lines.map((l) => ({ refundId: refund!.id, orderItemId: l.id })));
    await app.db
      .insert(refundLines)
      .values(lines.map((l) => ({ refundId: refund!.id, orderItemId: l.id, amountCents: l.paidCents })));
  }
  return { order: row!, lines };
}

/** The order earned its buyer's affiliate a commission (what makes it affiliate-referred). */
async function commission(app: App, affiliateId: number, referralId: number, orderId: number) {
  await app.db
    .insert(affiliateLedger)
    .values({ affiliateId, type: 'commission', amountCents: 100, referralId, orderId });
}

beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_TIME_ZONE: TZ });
  admin = (await signedInClient(t.app, 'admin')).client;
  X = (await createIndicatorRow(t.app, { name: 'Xray Flow' })).id;
  Y = (await createIndicatorRow(t.app, { name: 'Yield Band' })).id;
  const [alice, bob, carol, dave, eve] = [
    await user(t.app, 'alice'),
    await user(t.app, 'bob'),
    await user(t.app, 'carol'),
    await user(t.app, 'dave'),
    await user(t.app, 'eve'),
  ];
  const [aff] = await t.app.db.insert(affiliates).values({ userId: eve, code: 'EVE00001' }).returning();
  const [rAlice, rDave] = await t.app.db
    .insert(referrals)
    .values([
      { affiliateId: aff!.id, referredUserId: alice },
      { affiliateId: aff!.id, referredUserId: dave },
    ])
    .returning();

  // Current period: 2025-01-06 .. 2025-01-19 (New York).
  const a = await order(t.app, alice, 'completed', '2025-01-06T15:00:00Z', [
    [X, 6000],
    [Y, 4000],
  ]);
  await order(t.app, bob, 'refunded', '2025-01-08T03:30:00Z', [[X, 5000]], '2025-01-14T12:00:00Z'); // NY: Jan 7
  await order(t.app, carol, 'completed', '2025-01-20T02:00:00Z', [[Y, 3000]]); // NY: Jan 19
  await order(t.app, bob, 'pending', null, [[X, 999]]);
  await order(t.app, carol, 'cancelled', null, [[X, 888]]);
  // Previous period: 2024-12-23 .. 2025-01-05.
  const a2 = await order(t.app, alice, 'completed', '2025-01-06T04:00:00Z', [[Y, 2000]]); // NY: Jan 5
  const d = await order(t.app, dave, 'refunded', '2024-12-30T12:00:00Z', [[X, 7000]], '2025-01-07T12:00:00Z'); // refunded now
  for (const o of [a, a2]) await commission(t.app, aff!.id, rAlice!.id, o.order.id);
  await commission(t.app, aff!.id, rDave!.id, d.order.id);

  const [licence] = await t.app.db
    .insert(licences)
    .values({
      key: 'AAAAA-BBBBB-CCCCC-DDDDD',
      userId: alice,
      orderItemId: a.lines[0]!.id,
      indicatorId: X,
      machineLimit: 2,
    })
    .returning();
  await t.app.db.insert(licenceEvents).values([
    { licenceId: licence!.id, type: 'activated', actor: 'addon', createdAt: at('2025-01-06T12:00:00Z') },
    { licenceId: licence!.id, type: 'activated', actor: 'addon', createdAt: at('2025-01-10T04:00:00Z') }, // NY: Jan 9
    { licenceId: licence!.id, type: 'validated', actor: 'addon', createdAt: at('2025-01-11T12:00:00Z') },
  ]);
  await t.app.db.insert(paymentEvents).values([
    { id: 'evt_d1', provider: 'stripe', type: 'charge.dispute.created', receivedAt: at('2025-01-15T12:00:00Z') },
    { id: 'evt_c1', provider: 'stripe', type: 'checkout.session.completed', receivedAt: at('2025-01-15T12:00:00Z') },
  ]);
  const suggestion = { description: 'd', name: 'n' };
  await t.app.db.insert(suggestions).values([
    { ...suggestion, suggestionTitle: 'Open one', status: 'under_review' },
    { ...suggestion, suggestionTitle: 'Planned one', status: 'planned' },
    { ...suggestion, suggestionTitle: 'Done one', status: 'completed' },
  ]);
  const message = { name: 'n', email: 'n@example.com', subject: 's', message: 'm' };
  await t.app.db.insert(supportMessages).values([message, { ...message, status: 'closed' }]);
});
afterAll(() => t.close());

const RANGE = { from: '2025-01-06', to: '2025-01-19' };
const get = (query: Record<string, string>) => admin.get<AnalyticsResponse>(endpointUrl(getAdminAnalytics, query));
const zero = { salesCents: 0, refundsCents: 0, revenueCents: 0, orders: 0, averageOrderCents: 0, newCustomers: 0 };

describe('GET /_api/admin/analytics', () => {
  it('sums the range by hand: sales by paid day, refunds by refund day, tax left out, New York days', async () => {
    const res = await get({ ...RANGE, interval: 'day' });
    expect(res.status).toBe(200);
    const { current, previous } = res.body;
    expect(res.body.timeZone).toBe(TZ);
    expect(current.totals).toEqual({
      salesCents: 18000, // 10000 + 5000 + 3000
      refundsCents: 12000, // bob's 5000 on Jan 14, dave's 7000 on Jan 7 (sold in the previous period)
      revenueCents: 6000,
      orders: 3,
      averageOrderCents: 6000,
      newCustomers: 2, // bob and carol; alice first paid on Jan 5 (New York)
      refundedOrders: 1,
      refundRate: 1 / 3,
      disputes: 1,
      disputeRate: 1 / 3,
      affiliateRevenueCents: 3000, // alice's 10000 − dave's refund 7000
      affiliateShare: 0.5,
      activations: 2,
      importedOrders: 0,
    });
    expect(current.buckets).toHaveLength(14);
    const day = (d: string) => current.buckets.find((b) => b.start === d);
    expect(day('2025-01-06')).toEqual({
      start: '2025-01-06',
      ...zero,
      salesCents: 10000,
      revenueCents: 10000,
      orders: 1,
      averageOrderCents: 10000,
    });
    expect(day('2025-01-07')).toEqual({
      start: '2025-01-07',
      salesCents: 5000,
      refundsCents: 7000,
      revenueCents: -2000,
      orders: 1,
      averageOrderCents: 5000,
      newCustomers: 1,
    });
    expect(day('2025-01-08')).toEqual({ start: '2025-01-08', ...zero });
    expect(day('2025-01-14')).toEqual({ start: '2025-01-14', ...zero, refundsCents: 5000, revenueCents: -5000 });
    expect(day('2025-01-19')).toMatchObject({ salesCents: 3000, newCustomers: 1 });
    expect(current.activations.filter((a) => a.count > 0)).toEqual([
      { day: '2025-01-06', count: 1 },
      { day: '2025-01-09', count: 1 },
    ]);

    expect(previous.from).toBe('2024-12-23');
    expect(previous.to).toBe('2025-01-05');
    expect(previous.totals).toMatchObject({
      salesCents: 9000,
      refundsCents: 0,
      revenueCents: 9000,
      orders: 2,
      newCustomers: 2,
      refundedOrders: 1,
      affiliateRevenueCents: 9000,
      affiliateShare: 1,
      disputes: 0,
    });
    expect(res.body.topIndicators.byRevenue).toEqual([
      { indicatorId: Y, name: 'Yield Band', revenueCents: 7000, units: 2 },
      { indicatorId: X, name: 'Xray Flow', revenueCents: 6000, units: 1 },
    ]);
    expect(res.body.topIndicators.byUnits.map((i) => i.indicatorId)).toEqual([Y, X]);
    expect(res.body.open).toEqual({ suggestions: 2, supportMessages: 1 });
  });

  it('cuts weeks on Monday and months on the first, with the same totals', async () => {
    const weeks = await get({ ...RANGE, interval: 'week' });
    expect(weeks.body.current.buckets.map((b) => [b.start, b.revenueCents, b.orders, b.newCustomers])).toEqual([
      ['2025-01-06', 8000, 2, 1],
      ['2025-01-13', -2000, 1, 1],
    ]);
    const months = await get({ from: '2024-12-01', to: '2025-01-31', interval: 'month' });
    expect(months.body.current.buckets.map((b) => [b.start, b.salesCents, b.refundsCents])).toEqual([
      ['2024-12-01', 7000, 0],
      ['2025-01-01', 20000, 12000],
    ]);
    expect(months.body.current.totals.revenueCents).toBe(15000);
  });

  it('cuts the same orders by UTC days when the shop says UTC', async () => {
    const utc = await analytics(t.app.db, { ...RANGE, interval: 'day' }, 'UTC');
    // Alice's Jan 5 (New York) order is Jan 6 in UTC; carol's is Jan 20, outside; bob's is Jan 8.
    expect(utc.current.totals).toMatchObject({ salesCents: 17000, orders: 3, newCustomers: 2 });
    expect(utc.current.buckets.find((b) => b.start === '2025-01-08')?.salesCents).toBe(5000);
    expect(utc.current.buckets.find((b) => b.start === '2025-01-06')?.salesCents).toBe(12000);
  });

  it('refuses a reversed range, one over 5 years, bad dates and intervals with the usual shape', async () => {
    const cases: Array<[Record<string, string>, string, string?]> = [
      [{ from: '2025-03-02', to: '2025-03-01' }, 'date_range_reversed', 'range_reversed'],
      [{ from: '2020-01-01', to: '2025-01-01' }, 'date_range_too_long', 'range_too_long'],
      [{ from: '2025-02-30', to: '2025-03-01' }, 'validation_failed', 'invalid_format'],
      [{ from: 'yesterday', to: '2025-03-01' }, 'validation_failed', 'invalid_format'],
      [{ ...RANGE, interval: 'year' }, 'validation_failed'],
      [{ to: '2025-03-01' }, 'validation_failed', 'required'],
    ];
    for (const [query, code, fieldCode] of cases) {
      const res = await admin.get<ErrorBody & { fieldCodes?: Record<string, string> }>(
        endpointUrl(getAdminAnalytics, query),
      );
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code, JSON.stringify(query)).toBe(code);
      expect(res.body.error).toBeTruthy();
      if (fieldCode) expect(Object.values(res.body.fieldCodes ?? {}), JSON.stringify(query)).toContain(fieldCode);
    }
    expect((await get({ from: '2020-01-01', to: '2024-12-31' })).status, 'exactly five years is allowed').toBe(200);
  });

  it('is for admins only', async () => {
    const { client } = await signedInClient(t.app, 'user');
    expect((await client.get(endpointUrl(getAdminAnalytics, RANGE))).status).toBe(403);
    expect((await new ApiClient(t.app, '10.9.9.8').get(endpointUrl(getAdminAnalytics, RANGE))).status).toBe(401);
  });
});
