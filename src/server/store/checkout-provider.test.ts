import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import type { Database } from '../platform/db.ts';
import { signedInClient } from '../testing/users.ts';
import { checkout as placeOrder, type CheckoutDeps } from './checkout.service.ts';
import type { PaymentOrder, PaymentProvider, PaymentStart } from './payments/provider.ts';
import { orders } from './store.schema.ts';
import { createProduct } from './store.test-helpers.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';

// The payment provider is called with no lock and no database connection
// held. On PostgreSQL the app gets a pool of 2 connections, so a provider call that held one
// would stall the other customers' checkouts; PGlite has one connection, which a held
// transaction would block outright.

/** Payment page ids stay unique across the stand-ins of this file, as the provider's own would. */
let pages = 0;

/**
 * A stand-in for a remote provider: answers after `delayMs`, or once `answerWhen` settles (a latch the
 * test opens), one payment page per idempotency key (as Stripe does).
 */
function slowProvider(delayMs: number, answerWhen?: Promise<void>) {
  const calls: Array<{ kind: 'start' | 'resume'; orderId: number; key: string; at: number }> = [];
  const sessions = new Map<string, PaymentStart>();
  const answer = async (kind: 'start' | 'resume', order: PaymentOrder, key: string): Promise<PaymentStart> => {
    calls.push({ kind, orderId: order.id, key, at: Date.now() });
    await (answerWhen ?? new Promise((resolve) => setTimeout(resolve, delayMs)));
    if (!sessions.has(key)) {
      const ref = `cs_slow_${++pages}`;
      sessions.set(key, { status: 'redirect', ref, url: `https://pay.example/${ref}` });
    }
    return sessions.get(key)!;
  };
  const provider: PaymentProvider = {
    name: 'stripe',
    start: (order, key) => answer('start', order, key),
    resume: (order, _ref, key) => answer('resume', order, key),
    expire: async () => {},
    refund: () => Promise.reject(new Error('not used: these tests check out only')),
  };
  return { provider, calls, sessions };
}

let database: Database;
let app: App;
let product: { id: number };

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 2 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'http://shop.test',
    DATA_DIR: TEST_DATA_DIR,
  });
  app = await buildApp(config, { database, logger: false });
  await app.ready();
  product = await createProduct(app, { name: 'Orderflow Pulse', priceCents: 9_900 });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const depsWith = (provider: PaymentProvider): CheckoutDeps => ({
  db: app.db,
  provider,
  tax: { defaultRatePercent: 0, pricesIncludeTax: false },
  site: { siteName: 'NovaTick', siteUrl: 'http://shop.test' },
  orderHooks: app.hooks.order,
});

describe('checkout with a slow payment provider', () => {
  it(
    'lets 10 other customers check out and finish while the provider has not answered one',
    { timeout: 60_000 },
    async () => {
      // The provider answers the slow checkout only after the ten others have finished: had the
      // slow one held a lock or a connection, they could not finish and the test would time out.
      let answer!: () => void;
      const slow = slowProvider(0, new Promise<void>((resolve) => (answer = resolve)));
      const waiting = await signedInClient(app);
      await waiting.client.ok(addToCart, { indicatorId: product.id });
      const others = await Promise.all(Array.from({ length: 10 }, () => signedInClient(app)));
      await Promise.all(others.map(({ client }) => client.ok(addToCart, { indicatorId: product.id })));

      let slowDone = false;
      const slowCheckout = placeOrder(depsWith(slow.provider), waiting.user.id, 'en').then((result) => {
        slowDone = true;
        return { result };
      });
      // Once the provider has been called, the pending order is written and its lock let go.
      await vi.waitFor(() => expect(slow.calls).toHaveLength(1), { timeout: 30_000, interval: 10 });

      const fast = await Promise.all(others.map(({ client }) => client.call(checkout, {})));
      // Each finished while the provider had not yet answered the slow checkout.
      expect(slowDone).toBe(false);
      answer();
      const done = await slowCheckout;

      expect(fast.map((res) => res.status)).toEqual(Array(10).fill(200));
      expect(done.result).toEqual({
        success: true,
        orderId: expect.any(Number),
        redirectUrl: 'https://pay.example/cs_slow_1',
      });
      const [row] = await app.db.select().from(orders).where(eq(orders.id, done.result.orderId));
      expect(row).toMatchObject({ status: 'pending', paymentRef: 'cs_slow_1' });
      expect(slow.calls[0]!.key).toBe(`novatick-order-${row!.id}`);
    },
  );

  it('gives a double click one order and one payment page, with one idempotency key', { timeout: 60_000 }, async () => {
    const slow = slowProvider(1_000);
    const { client, user } = await signedInClient(app);
    await client.ok(addToCart, { indicatorId: product.id });
    const deps = depsWith(slow.provider);
    const [first, second] = await Promise.all([placeOrder(deps, user.id, 'en'), placeOrder(deps, user.id, 'en')]);

    const rows = await app.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(first).toEqual(second);
    const [page] = [...slow.sessions.values()];
    expect(first).toEqual({
      success: true,
      orderId: rows[0]!.id,
      redirectUrl: page?.status === 'redirect' ? page.url : null,
    });
    expect(new Set(slow.calls.map((c) => c.key))).toEqual(new Set([`novatick-order-${rows[0]!.id}`]));
    expect(slow.sessions.size).toBe(1);
    expect(rows[0]!.paymentRef).toBe(page!.ref);
  });

  it('leaves no order behind when the provider fails, and the cart can be checked out again', async () => {
    const { client, user } = await signedInClient(app);
    await client.ok(addToCart, { indicatorId: product.id });
    const failing: PaymentProvider = {
      name: 'stripe',
      start: async () => {
        throw new Error('provider down');
      },
      resume: async () => {
        throw new Error('provider down');
      },
      expire: async () => {
        throw new Error('provider down');
      },
      refund: async () => {
        throw new Error('provider down');
      },
    };
    await expect(placeOrder(depsWith(failing), user.id, 'en')).rejects.toThrow('provider down');
    expect(await app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect((await client.call(checkout, {})).status).toBe(200);
  });
});
