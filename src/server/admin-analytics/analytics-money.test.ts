import { eq as sqlEq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import type { AnalyticsResponse } from '#shared/contracts/admin-analytics.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { affiliateLedger, affiliates, commissionDecisions, referrals } from '../affiliates/affiliates.schema.ts';
import type { App } from '../app.ts';
import { users } from '../auth/auth.schema.ts';
import { refundItems, refundLines, refunds } from '../refunds/refunds.schema.ts';
import { createIndicatorRow } from '../store-admin/store-admin.test-helpers.ts';
import { orderItems, orders, type OrderStatus } from '../store/store.schema.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { analytics } from './analytics.service.ts';

// Point 2: analytics from money movements. List prices add up to $1,070.00; customers
// paid $919.50 before tax (a 10 % code, a $20.50 fixed code, a 100 % code on a $50 unit):
//   O1 alice  (referral cookie)  A $500 + B $300, 10 % off, 10 % tax on top: 450 + 270 (+ 72 tax)
//   O2 bob    (affiliate coupon) C $150, $20.50 off: 129.50, then $30.00 of it refunded (partly refunded)
//   O3 carol  (declined referral) D $70: disputed, still a sale
//   O4 dave   (self-referral, flagged) D $50, 100 % off: a $0 unit
// Sales 919.50, refunds 30.00, revenue 889.50; 4 orders (the partly refunded and the disputed one
// stay); affiliate-referred: O1 + O2 − O2's refund = 819.50 (not carol's, not dave's).

let t: TestApp;
let admin: ApiClient;
const ind: Record<string, number> = {};
const at = (iso: string) => new Date(iso);
let checkout = 0;

async function user(app: App, name: string) {
  const [row] = await app.db
    .insert(users)
    .values({ email: `${name}@example.com`, displayName: name })
    .returning();
  return row!.id;
}

interface Line {
  indicatorId: number;
  priceCents: number;
  discountCents: number;
  taxCents: number;
}

async function order(app: App, userId: number, status: OrderStatus, paidAt: string, lines: Line[], extra = {}) {
  const sum = (pick: (l: Line) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const [row] = await app.db
    .insert(orders)
    .values({
      userId,
      status,
      subtotalCents: sum((l) => l.priceCents),
      discountCents: sum((l) => l.discountCents),
      taxCents: sum((l) => l.taxCents),
      totalCents: sum((l) => l.priceCents - l.discountCents + l.taxCents),
      paymentProvider: 'instant',
      checkoutKey: `m-${(checkout += 1)}`,
      createdAt: at(paidAt),
      completedAt: at(paidAt),
      ...extra,
    })
    .returning();
  const items = await app.db
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId: row!.id,
        name: 'x',
        ...l,
        paidCents: l.priceCents - l.discountCents + l.taxCents,
      })),
    )
    .returning();
  return { order: row!, items };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  for (const name of ['A', 'B', 'C', 'D']) ind[name] = (await createIndicatorRow(t.app, { name: `Ind ${name}` })).id;
  const [alice, bob, carol, dave, eve] = [
    await user(t.app, 'alice'),
    await user(t.app, 'bob'),
    await user(t.app, 'carol'),
    await user(t.app, 'dave'),
    await user(t.app, 'eve'),
  ];
  const [aff] = await t.app.db.insert(affiliates).values({ userId: eve, code: 'EVE00001' }).returning();
  const [rAlice, , rDave] = await t.app.db
    .insert(referrals)
    .values([
      { affiliateId: aff!.id, referredUserId: alice, status: 'completed' as const },
      {
        affiliateId: aff!.id,
        referredUserId: carol,
        reviewStatus: 'declined' as const,
        reviewReason: 'ip_signups' as const,
      },
      {
        affiliateId: aff!.id,
        referredUserId: dave,
        reviewStatus: 'flagged' as const,
        reviewReason: 'email_match' as const,
      },
    ])
    .returning();

  const o1 = await order(t.app, alice, 'completed', '2025-03-03T12:00:00Z', [
    { indicatorId: ind.A!, priceCents: 50_000, discountCents: 5_000, taxCents: 4_500 },
    { indicatorId: ind.B!, priceCents: 30_000, discountCents: 3_000, taxCents: 2_700 },
  ]);
  const o2 = await order(
    t.app,
    bob,
    'partially_refunded',
    '2025-03-04T12:00:00Z',
    [{ indicatorId: ind.C!, priceCents: 15_000, discountCents: 2_050, taxCents: 0 }],
    { couponAffiliateId: aff!.id },
  );
  await order(t.app, carol, 'disputed', '2025-03-05T12:00:00Z', [
    { indicatorId: ind.D!, priceCents: 7_000, discountCents: 0, taxCents: 0 },
  ]);
  const o4 = await order(t.app, dave, 'completed', '2025-03-06T12:00:00Z', [
    { indicatorId: ind.D!, priceCents: 5_000, discountCents: 5_000, taxCents: 0 },
  ]);
  // Not paid: never counted.
  await order(t.app, bob, 'pending', '2025-03-06T12:00:00Z', [
    { indicatorId: ind.A!, priceCents: 50_000, discountCents: 0, taxCents: 0 },
  ]);
  // Commissions: alice's by cookie, bob's by coupon (no referral), dave's held in fraud review
  // (flagged self-referral); carol's declined referral earned none.
  await t.app.db.insert(affiliateLedger).values([
    { affiliateId: aff!.id, type: 'commission', amountCents: 7_200, orderId: o1.order.id, referralId: rAlice!.id },
    { affiliateId: aff!.id, type: 'commission', amountCents: 1_295, orderId: o2.order.id },
    { affiliateId: aff!.id, type: 'commission', amountCents: 1, orderId: o4.order.id, referralId: rDave!.id },
  ]);
  // $30.00 of C back on the 10th (an amount refund: no item given back); a pending one never counts.
  const [refund] = await t.app.db
    .insert(refunds)
    .values([
      {
        orderId: o2.order.id,
        amountCents: 3_000,
        status: 'succeeded' as const,
        source: 'admin' as const,
        createdAt: at('2025-03-10T12:00:00Z'),
        settledAt: at('2025-03-10T12:00:00Z'),
      },
      { orderId: o1.order.id, amountCents: 1_000, status: 'pending' as const, source: 'admin' as const },
    ])
    .returning();
  await t.app.db.insert(refundLines).values({ refundId: refund!.id, orderItemId: o2.items[0]!.id, amountCents: 3_000 });
});
afterAll(() => t.close());

const get = (from: string, to: string) =>
  admin.get<AnalyticsResponse>(endpointUrl(getAdminAnalytics, { from, to, interval: 'day' }));

describe('analytics from money movements', () => {
  it('sales are what customers paid before tax: $919.50, not the $1,070 list; refunds by refund day', async () => {
    const res = await get('2025-03-01', '2025-03-14');
    expect(res.status).toBe(200);
    const { totals, buckets } = res.body.current;
    expect(totals).toMatchObject({
      salesCents: 91_950,
      refundsCents: 3_000,
      revenueCents: 88_950,
      orders: 4,
      averageOrderCents: Math.round(91_950 / 4),
      refundedOrders: 1,
      refundRate: 1 / 4,
      affiliateRevenueCents: 72_000 + 12_950 - 3_000,
      affiliateShare: 81_950 / 88_950,
    });
    const day = (d: string) => buckets.find((b) => b.start === d);
    expect(day('2025-03-03')).toMatchObject({ salesCents: 72_000, refundsCents: 0, orders: 1 });
    expect(day('2025-03-04')).toMatchObject({ salesCents: 12_950, orders: 1 });
    expect(day('2025-03-05')).toMatchObject({ salesCents: 7_000, orders: 1 });
    expect(day('2025-03-06')).toMatchObject({ salesCents: 0, orders: 1 });
    expect(day('2025-03-10')).toMatchObject({ salesCents: 0, refundsCents: 3_000, revenueCents: -3_000 });
  });

  it('a refund counts in the period it was made, not the sale’s', async () => {
    const later = await get('2025-03-08', '2025-03-14');
    expect(later.body.current.totals).toMatchObject({ salesCents: 0, refundsCents: 3_000, orders: 0 });
  });

  it('top indicators by what was paid (a $0 unit counts 0), less what was refunded', async () => {
    const { topIndicators } = (await get('2025-03-01', '2025-03-14')).body;
    expect(topIndicators.byRevenue.map((i) => [i.name, i.revenueCents, i.units])).toEqual([
      ['Ind A', 45_000, 1],
      ['Ind B', 27_000, 1],
      ['Ind C', 9_950, 1],
      ['Ind D', 7_000, 2],
    ]);
  });

  it('an item given back leaves the units; a declined commission leaves the affiliate share', async () => {
    const [o1] = await t.app.db.select().from(orders).where(sqlEq(orders.checkoutKey, 'm-1'));
    const items = await t.app.db.select().from(orderItems).where(sqlEq(orderItems.orderId, o1!.id));
    const b = items.find((i) => i.indicatorId === ind.B)!;
    const [refund] = await t.app.db
      .insert(refunds)
      .values({
        orderId: o1!.id,
        amountCents: b.paidCents,
        taxCents: b.taxCents,
        status: 'succeeded',
        source: 'admin',
        settledAt: at('2025-03-11T12:00:00Z'),
      })
      .returning();
    await t.app.db.insert(refundItems).values({ refundId: refund!.id, orderItemId: b.id });
    await t.app.db
      .insert(refundLines)
      .values({ refundId: refund!.id, orderItemId: b.id, amountCents: b.paidCents, taxCents: b.taxCents });
    const [bobCommission] = await t.app.db
      .select()
      .from(affiliateLedger)
      .where(sqlEq(affiliateLedger.amountCents, 1_295));
    await t.app.db
      .insert(commissionDecisions)
      .values({ ledgerId: bobCommission!.id, status: 'declined', actor: 'admin' });

    // The service itself: rows written behind the app's back do not empty the admin cache.
    const body = await analytics(t.app.db, { from: '2025-03-01', to: '2025-03-14', interval: 'day' }, 'UTC');
    expect(body.current.totals).toMatchObject({
      salesCents: 91_950,
      refundsCents: 3_000 + 27_000,
      revenueCents: 91_950 - 30_000,
      affiliateRevenueCents: 72_000 - 27_000,
    });
    const b2 = body.topIndicators.byRevenue.find((i) => i.name === 'Ind B');
    expect(b2).toMatchObject({ revenueCents: 0, units: 0 });
  });
});
