import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { addToCart, checkout } from '#shared/contracts/store.endpoints.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import { licences, orderItems, orders } from '../store/store.schema.ts';
import { createProduct, okBody } from '../store/store.test-helpers.ts';
import {
  deliverStripeEvent,
  startFakeStripe,
  stripeEvent,
  TEST_WEBHOOK_SECRET,
  type FakeStripe,
} from '../testing/fake-stripe.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';
import { createTestUser, signedInClient } from '../testing/users.ts';
import { CASCADE_STEPS } from './refund-cascade.ts';
import { createRefundReconciler } from './refund-reconciler.job.ts';
import { refundProvidersOf } from './refund-providers.ts';
import { refunds } from './refunds.schema.ts';

// Point 3, as a fault test on PostgreSQL: a child process refunds a batch of Stripe
// orders (three at a time) and is killed with SIGKILL right after Stripe made its 7th refund, so
// refunds are caught at every point: made at Stripe but not recorded, claimed but not sent, mid
// cascade. A fresh app's reconciler (its clock two minutes on, so the dead process's leases are
// stale) then converges: every refund succeeded once at Stripe (same idempotency key), its keys
// revoked, its credit note issued; no double refund, no credit note without a refund.

const serverUrl = process.env.TEST_DATABASE_URL;
const ORDERS = 18;
const KILL_AFTER_STRIPE_REFUNDS = 7;
const CHILD = fileURLToPath(new URL('./refund-crash.child.ts', import.meta.url));

let stripe: FakeStripe;
let database: Database;
let app: App;
let dbName: string;
let dbUrl: string;

const stripeConfig = () =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'http://shop.test',
    DATA_DIR: TEST_DATA_DIR,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_novatick',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A Stripe-paid order of one fresh product (checkout, then the paid session's webhook). */
async function paidOrder(): Promise<number> {
  const product = await createProduct(app, { priceCents: 1_000 + Math.floor(Math.random() * 9_000) });
  const { client } = await signedInClient(app);
  await client.ok(addToCart, { indicatorId: product.id });
  const orderId = okBody(await client.call(checkout, {})).orderId;
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  const session = { ...stripe.sessions.get(order!.paymentRef!)!, status: 'complete', payment_status: 'paid' };
  const res = await deliverStripeEvent(app, stripeEvent('checkout.session.completed', session));
  expect(res.body.outcome).toBe('completed');
  return orderId;
}

describe.skipIf(!serverUrl)(
  'a refund batch killed with SIGKILL (PostgreSQL only: skipped without TEST_DATABASE_URL)',
  () => {
    beforeAll(async () => {
      stripe = await startFakeStripe();
      dbName = `test_crash_${Date.now()}_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database "${dbName}"`);
      const url = new URL(serverUrl!);
      url.pathname = `/${dbName}`;
      dbUrl = url.toString();
      database = openDatabase({ url: dbUrl, poolSize: 10 });
      await database.migrate();
      app = await buildApp(stripeConfig(), { database, logger: false });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await stripe?.close();
      if (dbName) await adminQuery(`drop database if exists "${dbName}" with (force)`);
    });

    it('the reconciler of a fresh app converges: each refund once at Stripe, keys revoked, credit notes', async () => {
      const orderIds: number[] = [];
      for (let i = 0; i < ORDERS; i++) orderIds.push(await paidOrder());
      const admin = await createTestUser(app, { role: 'admin' });

      // Two batches on disjoint orders: the first child dies right after Stripe answered (and
      // recorded) its 7th refund, before it can record the answer; the second 15 ms after its
      // 4th, mid-way through whatever it was doing then (a cascade, a claim, a call).
      const half = Math.ceil(ORDERS / 2);
      let made = 0;
      let onRefund: (() => void) | undefined;
      stripe.server.prependListener('request', (request, response) => {
        if (request.method !== 'POST' || request.url !== '/v1/refunds') return;
        response.on('finish', () => {
          made += 1;
          onRefund?.();
        });
      });
      for (const [batch, refundsBeforeKill, delayMs] of [
        [orderIds.slice(0, half), KILL_AFTER_STRIPE_REFUNDS, 0],
        [orderIds.slice(half), 4, 15],
      ] as const) {
        const target = made + refundsBeforeKill;
        const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
          env: {
            ...process.env,
            CRASH_DATABASE_URL: dbUrl,
            CRASH_STRIPE_URL: stripe.url,
            CRASH_DATA_DIR: TEST_DATA_DIR,
            CRASH_ORDER_IDS: batch.join(','),
            CRASH_ADMIN_ID: String(admin.id),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        onRefund = () => {
          if (made !== target) return;
          if (delayMs === 0) child.kill('SIGKILL');
          else setTimeout(() => child.kill('SIGKILL'), delayMs);
        };
        const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
          child.on('exit', (code, signal) => resolve({ code, signal })),
        );
        expect(exit.signal, output).toBe('SIGKILL');
        expect(output).not.toContain('done');
      }

      // The crash left work behind: refunds not succeeded, or succeeded with their cascade unfinished.
      const left = await app.db.select().from(refunds);
      expect(left.length).toBeGreaterThanOrEqual(KILL_AFTER_STRIPE_REFUNDS + 4);
      expect(
        left.some((r) => r.status === 'pending' || r.cascadeStep < CASCADE_STEPS),
        JSON.stringify(left),
      ).toBe(true);

      // A fresh app (the restart), its reconciler two minutes on: the dead process's leases are stale.
      const fresh = await buildApp(stripeConfig(), { database, logger: false });
      await fresh.ready();
      try {
        const reconciler = createRefundReconciler({
          db: fresh.db,
          providers: refundProvidersOf(fresh),
          refundDeps: { hooks: fresh.hooks.order, site: { siteName: 'NovaTick', siteUrl: 'http://shop.test' } },
          log: fresh.log,
          now: () => new Date(Date.now() + 2 * 60_000),
        });
        const first = await reconciler.run();
        expect(first.retried + first.cascaded).toBeGreaterThan(0);
        expect(await reconciler.run()).toEqual({ retried: 0, cascaded: 0 });
      } finally {
        await fresh.close();
      }

      const rows = await app.db.select().from(refunds);
      const refundedOrders = new Set(rows.map((r) => r.orderId));
      // Every refund finished: succeeded, whole cascade, a credit note; none pending, none orphaned.
      for (const r of rows) {
        expect(r, JSON.stringify(r)).toMatchObject({ status: 'succeeded', cascadeStep: CASCADE_STEPS });
        expect(r.creditNoteNumber).toMatch(/^CN-/);
      }
      // Stripe refunded each of them exactly once (same idempotency key on every attempt) and nothing else.
      const byRefund = new Map<string, number>();
      for (const made of stripe.refunds) {
        const id = (made.metadata as Record<string, string>).refundId!;
        byRefund.set(id, (byRefund.get(id) ?? 0) + 1);
      }
      expect(
        [...byRefund.values()].every((n) => n === 1),
        JSON.stringify([...byRefund]),
      ).toBe(true);
      expect([...byRefund.keys()].map(Number).sort((a, b) => a - b)).toEqual(
        rows.map((r) => r.id).sort((a, b) => a - b),
      );
      for (const r of rows) {
        const atStripe = stripe.refunds.find((s) => (s.metadata as Record<string, string>).refundId === String(r.id));
        expect(atStripe).toMatchObject({ amount: r.amountCents, status: 'succeeded' });
      }
      // Orders: refunded ones have every key revoked; the others are untouched.
      const all = await app.db.select().from(orders).where(inArray(orders.id, orderIds));
      const keys = await app.db
        .select({ orderId: orderItems.orderId, status: licences.status })
        .from(licences)
        .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
        .where(inArray(orderItems.orderId, orderIds));
      for (const order of all) {
        const mine = keys.filter((k) => k.orderId === order.id).map((k) => k.status);
        if (refundedOrders.has(order.id)) {
          expect(order.status).toBe('refunded');
          expect(
            mine.every((s) => s === 'revoked'),
            `order ${order.id}: ${mine.join()}`,
          ).toBe(true);
        } else {
          expect(order.status).toBe('completed');
          expect(mine.every((s) => s === 'active')).toBe(true);
        }
      }
    }, 180_000);
  },
);
