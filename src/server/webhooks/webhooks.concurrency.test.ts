import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '#shared/contracts/store.endpoints.ts';
import { createWebhook } from '#shared/contracts/webhooks.endpoints.ts';
import { users } from '../auth/auth.schema.ts';
import { createSession, sessionCookieName } from '../auth/session.ts';
import { appSecret } from '../platform/app-secret.ts';
import { cartItems } from '../store/store.schema.ts';
import { createProduct } from '../store/store.test-helpers.ts';
import { ApiClient, createTestApp, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { createSender } from './send.ts';
import { createWebhookWorker } from './worker.ts';

// 200 orders at once on PostgreSQL (PGlite serialises them, so fewer), a receiver that
// fails at random, and two instances' workers draining at once: every event reaches the receiver
// and is accepted exactly once (one 2xx per webhook-id), every attempt of it with the same id.
const ORDERS = onPostgres() ? 200 : 30;

let t: TestApp;
let receiver: http.Server;
let url: string;
/** Per webhook-id: how many times the receiver accepted it (2xx), and how many attempts came. */
const accepted = new Map<string, number>();
const attempts = new Map<string, number>();
let secret = '';
let badSignatures = 0;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      // The library's verify() also checks the timestamp against the real clock; the workers here
      // run on a test clock hours ahead, so the signature is compared on its own.
      const at = new Date(Number(req.headers['webhook-timestamp']) * 1000);
      if (new Webhook(secret).sign(id, at, body) !== req.headers['webhook-signature']) badSignatures++;
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      // Fails about a third of the first three attempts of each event, at random (never for good,
      // so the test cannot fail by the chance of eight failures in a row).
      if (attempt <= 3 && Math.random() < 0.35) {
        res.statusCode = 500;
        return res.end();
      }
      accepted.set(id, (accepted.get(id) ?? 0) + 1);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('webhooks under concurrent orders', () => {
  it(`delivers each of ${ORDERS} order.completed events exactly once despite a failing receiver`, async () => {
    const { client: admin } = await signedInClient(t.app, 'admin');
    secret = (await admin.ok(createWebhook, { url, events: ['order.completed'] })).secret;
    const product = await createProduct(t.app);
    const stamp = Date.now().toString(36);
    const buyers = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: ORDERS }, (_, i) => ({ email: `hook-${stamp}-${i}@example.com`, displayName: `B ${i}` })),
      )
      .returning({ id: users.id });
    await t.app.db.insert(cartItems).values(buyers.map((u) => ({ userId: u.id, indicatorId: product.id })));
    const clients = await Promise.all(
      buyers.map(async (u, i) => {
        const client = new ApiClient(t.app, `10.8.${Math.floor(i / 250)}.${i % 250}`);
        client.setCookie(sessionCookieName(false), await createSession(t.app.db, u.id));
        return client;
      }),
    );

    let clock = Date.now() + 60_000;
    const workers = [0, 1].map(() =>
      createWebhookWorker({
        db: t.app.db,
        appSecret: appSecret(t.app.config),
        send: createSender({ allowLoopback: true }),
        log: t.app.log,
        now: () => clock,
        batchSize: 25,
      }),
    );
    // Orders and both workers at once: deliveries are claimed while others are still being written.
    let ordering = true;
    const draining = workers.map(async (worker) => {
      while (ordering) await worker.drain();
    });
    const results = await Promise.all(clients.map((client) => client.call(checkout, {})));
    ordering = false;
    await Promise.all(draining);
    expect(results.filter((r) => !r.ok)).toEqual([]);

    // Then retries: move the clock past each backoff until nothing is left.
    for (let round = 0; round < 12; round++) {
      clock += 36_000_000;
      const done = await Promise.all(workers.map((worker) => worker.drain()));
      if (done.every((r) => r.succeeded + r.retrying + r.failed === 0) && accepted.size === ORDERS) break;
    }
    expect(badSignatures).toBe(0);
    expect(accepted.size).toBe(ORDERS);
    expect([...accepted.values()].every((n) => n === 1)).toBe(true);
    expect([...attempts.values()].some((n) => n > 1)).toBe(true);
  }, 600_000);
});
