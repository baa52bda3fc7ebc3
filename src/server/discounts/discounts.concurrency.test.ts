import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '#shared/contracts/store.endpoints.ts';
import { users } from '../auth/auth.schema.ts';
import { createSession, sessionCookieName } from '../auth/session.ts';
import { cartItems, orders } from '../store/store.schema.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { cartDiscounts, discountCodes } from './discounts.schema.ts';
import { applyCode, makeDiscount } from './discounts.test-helpers.ts';

// On PostgreSQL (TEST_DATABASE_URL) the checkouts run truly in parallel over a pool of
// connections: 1,000 of them race for a code limited to 10. PGlite has one connection and
// serialises them, so it runs fewer; the count must be exact either way.
const CUSTOMERS = onPostgres() ? 1_000 : 40;
const LIMIT = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Many customers, each with the product and the code already on the cart, written in bulk (the API would take minutes). */
async function customersWithCode(count: number, indicatorId: number, discountId: number) {
  const stamp = Date.now().toString(36);
  const rows = await t.app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({ email: `race-${stamp}-${i}@example.com`, displayName: `Racer ${i}` })),
    )
    .returning({ id: users.id });
  await t.app.db.insert(cartItems).values(rows.map((u) => ({ userId: u.id, indicatorId })));
  await t.app.db.insert(cartDiscounts).values(rows.map((u) => ({ userId: u.id, discountId })));
  const cookie = sessionCookieName(t.app.config.isProduction);
  return Promise.all(
    rows.map(async (u, i) => {
      const client = new ApiClient(t.app, `10.9.${Math.floor(i / 250)}.${i % 250}`);
      client.setCookie(cookie, await createSession(t.app.db, u.id));
      return client;
    }),
  );
}

describe('discount limits under concurrency', () => {
  it(
    `${CUSTOMERS} concurrent checkouts with a code limited to ${LIMIT} give exactly ${LIMIT} discounted orders`,
    { timeout: 600_000 },
    async () => {
      const product = await createProduct(t.app, { priceCents: 10_000 });
      const d = await makeDiscount(t.app, { value: 50, maxUses: LIMIT });
      const clients = await customersWithCode(CUSTOMERS, product.id, d.id);

      const results = await Promise.all(clients.map((client) => client.call(checkout, {})));
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(ok).toHaveLength(LIMIT);
      // Everyone else is told plainly why, and pays nothing.
      expect(new Set(refused.map((r) => `${r.status} ${(r.body as { code: string }).code}`))).toEqual(
        new Set(['409 discount_used_up']),
      );
      const discounted = await t.app.db.select().from(orders).where(eq(orders.discountCode, d.code));
      expect(discounted).toHaveLength(LIMIT);
      expect(discounted.every((o) => o.status === 'completed' && o.totalCents === 5_000)).toBe(true);
      const [code] = await t.app.db.select().from(discountCodes).where(eq(discountCodes.id, d.id));
      expect(code!.usedCount).toBe(LIMIT);
    },
  );

  it(
    'one customer firing ten checkouts at once with a per-customer limit of 1 gets one discounted order',
    { timeout: 60_000 },
    async () => {
      const a = await createProduct(t.app, { priceCents: 4_000 });
      const d = await makeDiscount(t.app, { value: 25, maxUsesPerCustomer: 1 });
      const { client, user } = await signedInClient(t.app);
      await t.app.db.insert(cartItems).values({ userId: user.id, indicatorId: a.id });
      expect((await applyCode(client, d.code)).status).toBe(200);
      const results = await Promise.all(Array.from({ length: 10 }, () => client.call(checkout, {})));
      // Same cart: every success is the one order (idempotent checkout); a request that only saw
      // the emptied cart is told so.
      const ok = results.filter((r) => r.status === 200);
      expect(new Set(ok.map((r) => (r.body as { orderId: number }).orderId)).size).toBe(1);
      expect(
        results.filter((r) => r.status !== 200).every((r) => (r.body as { code: string }).code === 'cart_empty'),
      ).toBe(true);
      const mine = await t.app.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.discountCents).toBe(1_000);
    },
  );
});
