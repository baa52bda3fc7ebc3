import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { analytics } from '../admin-analytics/analytics.service.ts';
import { CASCADE_STEPS } from '../refunds/refund-cascade.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoOrders } from './demo-orders.repo.ts';

// `npm run seed -- --orders N` / the analytics bench: the demo orders store what each line was
// paid, and a refunded one its succeeded refund, so analytics count them as a shop would.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createProduct(t.app, { priceCents: 4_900 });
  await createProduct(t.app, { priceCents: 12_900 });
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('demo orders', () => {
  it('seeds paid lines and the refunds of refunded orders, idempotently; analytics read them', async () => {
    expect(await seedDemoOrders(t.app.db, 100)).toEqual({ orders: 100 });
    expect(await seedDemoOrders(t.app.db, 100)).toEqual({ orders: 0 });
    const [sums] = rowsOf<{ paid: string; refunded: string; refunds: string; orphans: string }>(
      await t.app.db.execute(sql`select
        (select sum(total_cents) from orders where status in ('completed', 'refunded')) as paid,
        (select sum(total_cents) from orders where status = 'refunded') as refunded,
        (select count(*) from refunds where status = 'succeeded' and cascade_step = ${CASCADE_STEPS}) as refunds,
        (select count(*) from orders o where o.total_cents <> (select sum(paid_cents) from order_items i where i.order_id = o.id)) as orphans`),
    );
    expect(Number(sums!.refunds)).toBe(4); // every 25th order
    expect(Number(sums!.orphans)).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 600 * 86_400_000).toISOString().slice(0, 10);
    const { totals } = (await analytics(t.app.db, { from, to: today, interval: 'month' }, 'UTC')).current;
    expect(totals.salesCents).toBe(Number(sums!.paid));
    expect(totals.refundsCents).toBe(Number(sums!.refunded));
    expect(totals.refundedOrders).toBe(4);
  });
});
