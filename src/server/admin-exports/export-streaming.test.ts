import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportOrdersCsv } from '#shared/contracts/admin-exports.endpoints.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { createIndicatorRow } from '../store-admin/store-admin.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser, sessionCookie } from '../testing/users.ts';
import { EXPORT_BATCH_SIZE } from './admin-exports.routes.ts';

// 20,000 orders exported through the real route, read as a stream: the answer arrives in many
// chunks (one per keyset batch at least), and the heap does not grow with the file.

const ORDERS = 20_000;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createTestUser(t.app, { role: 'admin' });
  cookie = await sessionCookie(t.app, admin.id);
  const customer = await createTestUser(t.app, { email: 'bulk@example.com' });
  const indicator = await createIndicatorRow(t.app, { priceCents: 9900 });
  await t.app.db.execute(sql`
    insert into orders (user_id, status, subtotal_cents, tax_cents, total_cents, payment_provider, checkout_key, created_at, completed_at)
    select ${customer.id}, 'completed', 9900, 0, 9900, 'instant', 'bulk-' || g,
      timestamptz '2025-06-01 00:00:00+00' + g * interval '1 minute', timestamptz '2025-06-01 00:00:00+00' + g * interval '1 minute'
    from generate_series(1, ${ORDERS}) g`);
  await t.app.db.execute(sql`
    insert into order_items (order_id, indicator_id, name, price_cents, paid_cents)
    select id, ${indicator.id}, 'Bulk, "quoted"', 9900, 9900 from orders where checkout_key like 'bulk-%'`);
}, 120_000);
afterAll(() => t.close());

describe('a large orders export', () => {
  it('streams 20,000 lines in batches with bounded heap growth', { timeout: 120_000 }, async () => {
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(exportOrdersCsv, { from: '2025-06-01', to: '2025-06-30' }),
      headers: { host: 'shop.test', cookie },
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    let chunks = 0;
    let newlines = 0;
    let bytes = 0;
    let tail = '';
    for await (const chunk of res.stream() as AsyncIterable<Buffer>) {
      chunks += 1;
      bytes += chunk.length;
      const text = chunk.toString('utf8');
      for (const c of text) if (c === '\n') newlines += 1;
      tail = (tail + text).slice(-200);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const growthMb = (peak - before) / 1_048_576;
    console.info(
      `orders.csv: ${ORDERS} rows, ${(bytes / 1_048_576).toFixed(1)} MB in ${chunks} chunks; heap growth at peak ${growthMb.toFixed(1)} MB`,
    );
    expect(newlines).toBe(ORDERS + 1);
    expect(chunks).toBeGreaterThanOrEqual(ORDERS / EXPORT_BATCH_SIZE);
    expect(tail).toMatch(
      /,completed,bulk@example\.com,"Bulk, ""quoted""",99\.00,0\.00,99\.00,0\.00,99\.00,USD,,,,0\.00,0\.00\r\n$/,
    );
    // The heap figure is printed, not asserted: without a forced GC it swings with the runtime
    // (65 MB once on Node 24 for the same code that shows 10–20 MB on Node 20), so a bound here
    // fails at random. That the file arrives in one chunk per keyset batch is the proof that it
    // is streamed; memory targets belong in benchmark scripts (DESIGN).
  });
});
