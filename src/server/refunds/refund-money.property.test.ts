import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getAdminOrder, refundOrder } from '#shared/contracts/admin-store.endpoints.ts';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { analytics } from '../admin-analytics/analytics.service.ts';
import { affiliateLedger, DEFAULT_COMMISSION_BP } from '../affiliates/affiliates.schema.ts';
import { createAffiliate, registerUser } from '../affiliates/affiliates.test-helpers.ts';
import { commissionCents } from '../affiliates/money.ts';
import { applyCode, makeDiscount } from '../discounts/discounts.test-helpers.ts';
import { orderItems, orders } from '../store/store.schema.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { taxRates } from '../tax/tax.schema.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { refundLines, refunds } from './refunds.schema.ts';

// A property over random carts (1–5 lines, percent and fixed codes, tax on or off,
// prices with tax added or included) and random sequences of item, amount and whole-order
// refunds through the admin API. After every sequence, from the stored figures:
// - per line, the succeeded refunds never give back more than was paid for it;
// - the refunds never add up to more than the order's total; each refund's lines add up to it;
// - every succeeded refund has its credit note, and the credit notes add up to the refunds;
// - the commission reversed is the commission's share of the refunded net (10 % of it, to the cent
//   of the commission's own rounding);
// - analytics salesCents − refundsCents = Σ paid − Σ refunded (before tax) over the period.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. numRuns is kept small (< 60 s).

const RUNS = 20;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

type Refund = { kind: 'item'; line: number } | { kind: 'amount'; share: number } | { kind: 'whole' };

const cartArb = fc.record({
  prices: fc.array(fc.oneof(fc.integer({ min: 1, max: 60_000 }), fc.constantFrom(99, 4_999, 19_999)), {
    minLength: 1,
    maxLength: 5,
  }),
  code: fc.oneof(
    fc.constant(null),
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ kind: fc.constant('fixed' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
  ),
  taxed: fc.boolean(),
  refunds: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('item' as const), line: fc.nat(4) }),
      fc.record({ kind: fc.constant('amount' as const), share: fc.double({ min: 0.01, max: 1.2, noNaN: true }) }),
      fc.record({ kind: fc.constant('whole' as const) }),
    ) as fc.Arbitrary<Refund>,
    { minLength: 1, maxLength: 4 },
  ),
});

type Cart = typeof cartArb extends fc.Arbitrary<infer T> ? T : never;

interface Shop {
  t: TestApp;
  admin: ApiClient;
  affiliateCode: string;
}

async function shop(included: boolean): Promise<Shop> {
  // No default tax; 19 % for buyers in Germany: a cart is taxed when it checks out with DE.
  const t = await createTestApp({ TAX_RATE: '0', PRICES_INCLUDE_TAX: included ? 'true' : 'false' });
  await t.app.db.insert(taxRates).values({ country: 'DE', rateBp: 1_900 });
  const admin = (await signedInClient(t.app, 'admin')).client;
  const affiliate = await createAffiliate(t.app, { rateBp: DEFAULT_COMMISSION_BP });
  return { t, admin, affiliateCode: affiliate.code };
}

/** One random cart, checked out by a referred customer, then refunded step by step. */
async function scenario(s: Shop, input: Cart) {
  const { t, admin } = s;
  const products = [];
  for (const priceCents of input.prices) products.push(await createProduct(t.app, { priceCents }));
  const customer = await registerUser(t.app, s.affiliateCode);
  const { client } = await signedInClient(t.app, customer);
  for (const p of products) await client.ok(addToCart, { indicatorId: p.id });
  if (input.code) {
    const discount = await makeDiscount(
      t.app,
      input.code.kind === 'percent'
        ? { kind: 'percent', value: input.code.value }
        : { kind: 'fixed', value: input.code.cents / 100 },
    );
    const applied = await applyCode(client, discount.code);
    if (!applied.ok) return; // e.g. a code above what the cart costs
  }
  const paid = await client.call(checkout, input.taxed ? { country: 'DE' } : {});
  if (!paid.ok) {
    // The only refusal a random cart may get: a total between $0 and the card minimum.
    expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(500);
    return;
  }
  const { orderId } = paid.body;
  const { order } = await admin.ok(getAdminOrder, { id: orderId });
  for (const step of input.refunds) {
    const current = (await admin.ok(getAdminOrder, { id: orderId })).order;
    const body =
      step.kind === 'whole'
        ? { id: orderId }
        : step.kind === 'item'
          ? { id: orderId, itemIds: [current.items[step.line % current.items.length]!.id] }
          : { id: orderId, amount: Math.max(1, Math.round(current.refundableAmount * 100 * step.share)) / 100 };
    const res = await admin.call(refundOrder, body);
    // Refused (nothing left, an item given back, more than remains) is fine; a 5xx never is.
    expect(res.status, JSON.stringify({ body, res: res.body })).toBeLessThan(500);
  }
  await checkInvariants(s, orderId, order.totalAmount);
}

async function checkInvariants(s: Shop, orderId: number, totalDollars: number) {
  const { db } = s.t.app;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  expect(row!.totalCents).toBe(Math.round(totalDollars * 100));
  expect(
    lines.reduce((sum, l) => sum + l.paidCents, 0),
    'lines add up to the total',
  ).toBe(row!.totalCents);
  expect(
    lines.reduce((sum, l) => sum + l.taxCents, 0),
    'line taxes add up to the tax',
  ).toBe(row!.taxCents);

  const done = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
  const given = done.length
    ? await db
        .select()
        .from(refundLines)
        .where(
          inArray(
            refundLines.refundId,
            done.map((r) => r.id),
          ),
        )
    : [];
  for (const line of lines) {
    const back = given.filter((g) => g.orderItemId === line.id);
    expect(
      back.reduce((sum, g) => sum + g.amountCents, 0),
      'a line gives back at most what was paid',
    ).toBeLessThanOrEqual(line.paidCents);
    expect(back.reduce((sum, g) => sum + g.taxCents, 0)).toBeLessThanOrEqual(line.taxCents);
  }
  const refunded = done.reduce((sum, r) => sum + r.amountCents, 0);
  expect(refunded, 'refunds never exceed the total').toBeLessThanOrEqual(row!.totalCents);
  for (const r of done) {
    const mine = given.filter((g) => g.refundId === r.id);
    expect(mine.reduce((sum, g) => sum + g.amountCents, 0)).toBe(r.amountCents);
    expect(mine.reduce((sum, g) => sum + g.taxCents, 0)).toBe(r.taxCents);
    expect(r.creditNoteNumber, 'every refund has its credit note').toBeTruthy();
  }
  const credited = done.filter((r) => r.creditNoteNumber).reduce((sum, r) => sum + r.amountCents, 0);
  expect(credited, 'credit notes add up to the refunds').toBe(refunded);
  if (refunded === row!.totalCents && row!.totalCents > 0) expect(row!.status).toBe('refunded');

  // Commission: 10 % of what was paid before tax; reversed: its share of the refunded net.
  const paidNet = row!.totalCents - row!.taxCents;
  const refundedNet = done.reduce((sum, r) => sum + r.amountCents - r.taxCents, 0);
  const ledger = await db.select().from(affiliateLedger).where(eq(affiliateLedger.orderId, orderId));
  const earned = ledger.filter((l) => l.type === 'commission').reduce((sum, l) => sum + l.amountCents, 0);
  const reversed = ledger.filter((l) => l.type === 'reversal').reduce((sum, l) => sum - l.amountCents, 0);
  expect(earned).toBe(commissionCents(paidNet, DEFAULT_COMMISSION_BP));
  const share = paidNet > 0 ? Math.floor((2 * earned * Math.min(refundedNet, paidNet) + paidNet) / (2 * paidNet)) : 0;
  expect(reversed, 'reversed = the commission’s share of the refunded net').toBe(share);
  expect(Math.abs(reversed - (refundedNet * DEFAULT_COMMISSION_BP) / 10_000)).toBeLessThanOrEqual(1);
}

/** Every order and refund of the shop so far: analytics over the days they fall in agree with them. */
async function checkAnalytics(s: Shop) {
  const { db } = s.t.app;
  const [sums] = (
    (await db.execute(sql`select
      (select coalesce(sum(total_cents - tax_cents), 0) from ${orders}
        where status in ('completed', 'partially_refunded', 'refunded', 'disputed')) as paid,
      (select coalesce(sum(amount_cents - tax_cents), 0) from ${refunds} where status = 'succeeded') as refunded`)) as unknown as {
      rows: Array<{ paid: string | number; refunded: string | number }>;
    }
  ).rows;
  const body = await analytics(db, { from: day(-1), to: day(1), interval: 'day' }, 'UTC');
  const { salesCents, refundsCents, revenueCents } = body.current.totals;
  expect(salesCents - refundsCents).toBe(Number(sums!.paid) - Number(sums!.refunded));
  expect(salesCents).toBe(Number(sums!.paid));
  expect(revenueCents).toBe(salesCents - refundsCents);
}

describe.each([
  ['tax added to prices', false],
  ['tax included in prices', true],
])('refund money properties (%s)', (_name, included) => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop(included);
  });
  afterAll(() => s.t.close());

  it('random carts and refunds keep every figure to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, (input) => scenario(s, input)),
      { numRuns: RUNS, endOnFailure: true },
    );
    await checkAnalytics(s);
  }, 120_000);
});
