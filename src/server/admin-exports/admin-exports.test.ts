import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCustomersCsv, exportOrdersCsv, exportPayoutsCsv } from '#shared/contracts/admin-exports.endpoints.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { affiliates, payouts } from '../affiliates/affiliates.schema.ts';
import { users } from '../auth/auth.schema.ts';
import type { App } from '../app.ts';
import { orderItems, orders, type OrderStatus } from '../store/store.schema.ts';
import { ApiClient, createTestApp, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { createIndicatorRow } from '../store-admin/store-admin.test-helpers.ts';
import { neutraliseFormula } from './csv.ts';

let t: TestApp;
let admin: ApiClient;
let indicatorId: number;

const at = (iso: string) => new Date(iso);

async function user(app: App, email: string, displayName: string, createdAt: string) {
  const [row] = await app.db
    .insert(users)
    .values({ email, displayName, createdAt: at(createdAt) })
    .returning();
  return row!;
}

async function order(
  app: App,
  userId: number,
  createdAt: string,
  status: OrderStatus,
  items: Array<[string, number, number?]>,
  tax: { country: string; rateBp: number } | null = null,
) {
  const subtotal = items.reduce((sum, [, cents]) => sum + cents, 0);
  const taxCents = items.reduce((sum, [, , lineTax = 0]) => sum + lineTax, 0);
  const [row] = await app.db
    .insert(orders)
    .values({
      userId,
      status,
      subtotalCents: subtotal,
      taxCents,
      totalCents: subtotal + taxCents,
      taxCountry: tax?.country ?? null,
      taxRateBp: tax?.rateBp ?? 0,
      paymentProvider: 'instant',
      checkoutKey: `k-${createdAt}-${userId}`,
      createdAt: at(createdAt),
      completedAt: status === 'completed' || status === 'refunded' ? at(createdAt) : null,
      refundedAt: status === 'refunded' ? at('2025-03-20T08:00:00Z') : null,
    })
    .returning();
  await app.db.insert(orderItems).values(
    items.map(([name, priceCents, taxCents = 0]) => ({
      orderId: row!.id,
      indicatorId,
      name,
      priceCents,
      taxCents,
      paidCents: priceCents + taxCents,
    })),
  );
  return row!;
}

let ids: { alice: number; mallory: number; o1: number; o2: number; p1: number; p2: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, 'admin')).client;
  indicatorId = (await createIndicatorRow(t.app)).id;
  const alice = await user(t.app, 'alice@example.com', 'Alice Walker', '2025-03-01T09:00:00Z');
  const mallory = await user(t.app, '=evil@example.com', '=SUM(A1:A9)', '2025-03-31T23:59:59Z');
  await user(t.app, 'late@example.com', 'Too Late', '2025-04-01T00:00:00Z');
  await user(t.app, 'early@example.com', 'Too Early', '2025-02-28T23:59:59Z');
  const o1 = await order(
    t.app,
    alice.id,
    '2025-03-01T10:00:00Z',
    'completed',
    // 7.25 % of each line, the half cent to the larger remainder (tax/tax-arithmetic.ts).
    [
      ['Delta Gauge', 9900, 718],
      ['Market Pulse', 14950, 1084],
    ],
    { country: 'US', rateBp: 725 },
  );
  const o2 = await order(t.app, mallory.id, '2025-03-15T23:30:00Z', 'refunded', [['-Minus, "Quoted"\nLine', 5000]]);
  await order(t.app, alice.id, '2025-04-01T00:00:00Z', 'completed', [['Outside after', 100]]);
  await order(t.app, alice.id, '2025-02-28T23:59:59Z', 'completed', [['Outside before', 100]]);
  const [aff] = await t.app.db.insert(affiliates).values({ userId: mallory.id, code: 'MAL0RY01' }).returning();
  const [p1, p2] = await t.app.db
    .insert(payouts)
    .values([
      {
        affiliateId: aff!.id,
        amountCents: 12345,
        method: 'paypal',
        details: { paypalEmail: '+pay@example.com' },
        status: 'paid',
        reference: '@ref-1',
        createdAt: at('2025-03-02T12:00:00Z'),
        processedAt: at('2025-03-03T12:00:00Z'),
      },
      {
        affiliateId: aff!.id,
        amountCents: 500,
        method: 'paypal',
        details: { paypalEmail: 'pay@example.com' },
        status: 'rejected',
        reason: '\tWrong account',
        createdAt: at('2025-03-31T23:00:00Z'),
        processedAt: at('2025-04-01T01:00:00Z'),
      },
      {
        affiliateId: aff!.id,
        amountCents: 700,
        method: 'paypal',
        details: { paypalEmail: 'pay@example.com' },
        createdAt: at('2025-04-02T00:00:00Z'),
      },
    ])
    .returning();
  ids = { alice: alice.id, mallory: mallory.id, o1: o1.id, o2: o2.id, p1: p1!.id, p2: p2!.id };
});
afterAll(() => t.close());

// The columns before the tax columns keep their order (templates read them by position); tax_amount is the line's share of order_tax.
const ORDERS_HEADER =
  'order_id,order_date,paid_at,status,customer_email,item,unit_price,discount,order_subtotal,order_tax,order_total,currency,refunded_at,refund_amount,tax_country,tax_rate_percent,tax_amount';

const MARCH = { from: '2025-03-01', to: '2025-03-31' };

describe('orders.csv', () => {
  it('has one row per order line in the range, UTC dates, dollars, the refund negative, values escaped and neutralised', async () => {
    const res = await admin.get<string>(endpointUrl(exportOrdersCsv, MARCH));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2025-03-01-2025-03-31.csv"');
    expect(res.body).toBe(
      [
        ORDERS_HEADER,
        `${ids.o1},2025-03-01T10:00:00.000Z,2025-03-01T10:00:00.000Z,completed,alice@example.com,Delta Gauge,99.00,0.00,248.50,18.02,266.52,USD,,,US,7.25,7.18`,
        `${ids.o1},2025-03-01T10:00:00.000Z,2025-03-01T10:00:00.000Z,completed,alice@example.com,Market Pulse,149.50,0.00,248.50,18.02,266.52,USD,,,US,7.25,10.84`,
        `${ids.o2},2025-03-15T23:30:00.000Z,2025-03-15T23:30:00.000Z,refunded,'=evil@example.com,"'-Minus, ""Quoted""\nLine",50.00,0.00,50.00,0.00,50.00,USD,2025-03-20T08:00:00.000Z,-50.00,,0.00,0.00`,
        '',
      ].join('\r\n'),
    );
  });

  it('takes a single day, both ends included', async () => {
    const res = await admin.get<string>(endpointUrl(exportOrdersCsv, { from: '2025-03-15', to: '2025-03-15' }));
    expect(res.body.trim().split('\r\n')).toHaveLength(2);
    expect(res.body).toContain(`\r\n${ids.o2},`);
  });

  it('answers just the header for an empty range', async () => {
    const res = await admin.get<string>(endpointUrl(exportOrdersCsv, { from: '2019-01-01', to: '2019-12-31' }));
    expect(res.body).toBe(`${ORDERS_HEADER}\r\n`);
  });
});

describe('payouts.csv', () => {
  it('lists the payouts requested in the range with the affiliate, neutralised', async () => {
    const res = await admin.get<string>(endpointUrl(exportPayoutsCsv, MARCH));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="payouts-2025-03-01-2025-03-31.csv"');
    expect(res.body).toBe(
      [
        'payout_id,requested_at,processed_at,status,affiliate_code,affiliate_email,amount,method,paypal_email,reference,rejection_reason',
        `${ids.p1},2025-03-02T12:00:00.000Z,2025-03-03T12:00:00.000Z,paid,MAL0RY01,'=evil@example.com,123.45,paypal,'+pay@example.com,'@ref-1,`,
        `${ids.p2},2025-03-31T23:00:00.000Z,2025-04-01T01:00:00.000Z,rejected,MAL0RY01,'=evil@example.com,5.00,paypal,pay@example.com,,'\tWrong account`,
        '',
      ].join('\r\n'),
    );
  });
});

describe('customers.csv', () => {
  it('lists the accounts created in the range with paid orders and spend net of refunds', async () => {
    const res = await admin.get<string>(endpointUrl(exportCustomersCsv, MARCH));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers-2025-03-01-2025-03-31.csv"');
    expect(res.body).toBe(
      [
        'customer_id,email,name,role,created_at,paid_orders,total_spent',
        `${ids.alice},alice@example.com,Alice Walker,user,2025-03-01T09:00:00.000Z,3,268.52`,
        `${ids.mallory},'=evil@example.com,'=SUM(A1:A9),user,2025-03-31T23:59:59.000Z,1,0.00`,
        '',
      ].join('\r\n'),
    );
  });
});

describe('formula neutralising', () => {
  it('prefixes a quote to text starting with =, +, -, @, tab or carriage return, and nothing else', () => {
    for (const text of ['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tx', '\rx'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['Alice', ' =x', "'quoted", '1-2', 'a@b.c', '']) expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('bad input and roles', () => {
  const endpoints = [exportOrdersCsv, exportPayoutsCsv, exportCustomersCsv];

  it('answers 401 to an anonymous caller and 403 to a customer, before looking at the range', async () => {
    const { client } = await signedInClient(t.app, 'user');
    const anonymous = new ApiClient(t.app, '10.9.9.9');
    for (const endpoint of endpoints) {
      for (const query of [MARCH, { from: 'nope', to: '2025-01-01' }]) {
        expect((await anonymous.get(endpointUrl(endpoint, query))).status).toBe(401);
        expect((await client.get(endpointUrl(endpoint, query))).status).toBe(403);
      }
    }
  });

  it('refuses a reversed range, one over 5 years and malformed dates with their codes', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ from: '2025-03-02', to: '2025-03-01' }, 'date_range_reversed'],
      [{ from: '2020-01-01', to: '2025-01-01' }, 'date_range_too_long'],
      [{ from: '2025-13-01', to: '2025-12-31' }, 'validation_failed'],
      [{ from: '2025-02-30', to: '2025-03-01' }, 'validation_failed'],
      [{ from: '2025/01/01', to: '2025-03-01' }, 'validation_failed'],
      [{ from: '2025-01-01T00:00:00Z', to: '2025-03-01' }, 'validation_failed'],
      [{ to: '2025-03-01' }, 'validation_failed'],
    ];
    for (const endpoint of endpoints) {
      for (const [query, code] of cases) {
        const res = await admin.get<ErrorBody>(endpointUrl(endpoint, query));
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.code, JSON.stringify(query)).toBe(code);
        if (code.startsWith('date_range_')) expect(res.body.fieldCodes, JSON.stringify(query)).toHaveProperty('to');
      }
    }
    // Exactly five years (the last day included) is allowed.
    expect((await admin.get(endpointUrl(exportOrdersCsv, { from: '2020-01-01', to: '2024-12-31' }))).status).toBe(200);
  });
});
