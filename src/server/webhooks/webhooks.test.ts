import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLicenceStatus } from '#shared/contracts/licence-admin.endpoints.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from '#shared/contracts/webhooks.endpoints.ts';
import { appSecret } from '../platform/app-secret.ts';
import { licences } from '../store/store.schema.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { emitWebhookEvent } from './emit.ts';
import { createSender } from './send.ts';
import { createWebhookWorker, RETRY_DELAYS_MS, type WebhookWorker } from './worker.ts';
import { webhookEvents } from './webhooks.schema.ts';

// Outgoing webhooks: through the admin API and a real HTTP receiver on loopback.

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
let t: TestApp;
let admin: ApiClient;
let receiver: http.Server;
let base: string;
let received: Received[] = [];
/** The status the receiver answers next (a function, so a test can fail some and pass others). */
let answer: () => number = () => 200;
// Ahead of the database's now() (which stamps a new delivery due), moved by hand past each retry.
let clock = 0;
let worker: WebhookWorker;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answer();
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  admin = (await signedInClient(t.app, 'admin')).client;
  worker = createWebhookWorker({
    db: t.app.db,
    appSecret: appSecret(t.app.config),
    send: createSender({ allowLoopback: true }),
    log: t.app.log,
    now: () => clock,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(() => {
  // Never behind the database's clock, however long the tests before took.
  clock = Math.max(clock, Date.now() + 60_000);
  received = [];
  answer = () => 200;
});

/** Drains until nothing is due at the current clock. */
async function deliverDue() {
  for (;;) {
    const r = await worker.drain();
    if (r.succeeded + r.retrying + r.failed === 0) return;
  }
}

describe('webhook admin API', () => {
  it('creates (secret once), lists, updates, rotates and deletes; refuses hostile URLs', async () => {
    const created = await admin.ok(createWebhook, {
      url: `${base}/crm`,
      events: ['order.completed'],
      description: 'CRM',
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await admin.ok(listWebhooks, undefined)).webhooks.find((w) => w.id === created.id)!;
    expect(listed).toMatchObject({ url: `${base}/crm`, events: ['order.completed'], description: 'CRM' });
    expect(JSON.stringify(await admin.ok(listWebhooks, undefined))).not.toContain(created.secret);
    const updated = await admin.ok(updateWebhook, { id: created.id, events: ['order.completed', 'order.refunded'] });
    expect(updated.webhook.events).toEqual(['order.completed', 'order.refunded']);
    const rotated = await admin.ok(rotateWebhookSecret, { id: created.id });
    expect(rotated.secret).not.toBe(created.secret);
    for (const url of ['http://10.0.0.1/x', 'https://169.254.169.254/', 'ftp://example.com/', 'https://[fd00::1]/'])
      expect(await admin.call(createWebhook, { url, events: ['order.completed'] })).toMatchObject({
        status: 400,
        body: { code: 'webhook_url_refused' },
      });
    expect((await admin.call(updateWebhook, { id: created.id, url: 'https://192.168.1.1/' })).status).toBe(400);
    await admin.ok(deleteWebhook, { id: created.id });
    expect((await admin.ok(listWebhooks, undefined)).webhooks.some((w) => w.id === created.id)).toBe(false);
    expect((await admin.call(deleteWebhook, { id: created.id })).body).toMatchObject({ code: 'webhook_not_found' });
  });
});

describe('delivery', () => {
  it('sends order.completed signed as Standard Webhooks says, verifiable with its library', async () => {
    const hook = await admin.ok(createWebhook, { url: `${base}/orders`, events: ['order.completed'] });
    const product = await createProduct(t.app, { priceCents: 4_900 });
    const { client, user } = await signedInClient(t.app);
    const orderId = await buy(client, product.id);
    await deliverDue();
    const mine = received.filter((r) => r.headers['webhook-id'] && JSON.parse(r.body).data.orderId === orderId);
    expect(mine).toHaveLength(1);
    const payload = new Webhook(hook.secret).verify(mine[0]!.body, mine[0]!.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'order.completed',
      data: { orderId, customerId: user.id, total: 49, currency: 'USD' },
    });
    expect(mine[0]!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(mine[0]!.headers['webhook-timestamp']).toBe(String(Math.floor(clock / 1000)));
    expect(mine[0]!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Date.parse((payload as { timestamp: string }).timestamp)).not.toBeNaN();
    await admin.ok(deleteWebhook, { id: hook.id });
  });

  it('retries with the backoff and the same webhook-id, then marks it failed; redeliver sends it again', async () => {
    const hook = await admin.ok(createWebhook, { url: `${base}/flaky`, events: ['licence.suspended'] });
    const product = await createProduct(t.app);
    const { client } = await signedInClient(t.app);
    await buy(client, product.id);
    const [licence] = await t.app.db.select().from(licences).where(eq(licences.indicatorId, product.id));
    answer = () => 503;
    await admin.ok(setLicenceStatus, { id: licence!.id, status: 'suspended' });
    await deliverDue();
    expect(received).toHaveLength(1);
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      clock += delay - 1;
      await deliverDue();
      expect(received, `not before retry ${i + 1} is due`).toHaveLength(i + 1);
      clock += 1;
      await deliverDue();
      expect(received).toHaveLength(i + 2);
    }
    expect(received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const { deliveries } = await admin.ok(listWebhookDeliveries, { webhookId: hook.id });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: 8,
      responseCode: 503,
      eventType: 'licence.suspended',
    });
    expect(deliveries[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(received[0]!.body).data).toMatchObject({ licenceId: licence!.id, actor: 'admin' });

    answer = () => 204;
    const again = await admin.ok(redeliverWebhook, { deliveryId: deliveries[0]!.id });
    expect(again.delivery.status).toBe('pending');
    await deliverDue();
    expect(received.at(-1)!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect((await admin.ok(listWebhookDeliveries, { webhookId: hook.id })).deliveries[0]).toMatchObject({
      status: 'succeeded',
      responseCode: 204,
    });
    expect((await admin.call(redeliverWebhook, { deliveryId: 999_999 })).status).toBe(404);
    await admin.ok(deleteWebhook, { id: hook.id });
  });

  it('writes no event for a rolled-back change, and none when no receiver wants it', async () => {
    const hook = await admin.ok(createWebhook, { url: `${base}/x`, events: ['customer.created'] });
    const before = (await t.app.db.select().from(webhookEvents)).length;
    await expect(
      t.app.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, 'customer.created', { customerId: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await emitWebhookEvent(t.app.db, 'release.published', { releaseId: 1 });
    expect((await t.app.db.select().from(webhookEvents)).length).toBe(before);
    await emitWebhookEvent(t.app.db, 'customer.created', { customerId: 1 });
    expect((await t.app.db.select().from(webhookEvents)).length).toBe(before + 1);
    await admin.ok(deleteWebhook, { id: hook.id });
  });

  it('gives up on a receiver that does not answer within the time limit', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const send = createSender({ allowLoopback: true, timeoutMs: 200 });
    const result = await send(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, {
      id: 'msg_t',
      body: '{}',
      secret: `whsec_${Buffer.alloc(32, 2).toString('base64')}`,
      at: new Date(),
    });
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect(result).toMatchObject({ statusCode: null, error: 'timed out' });
  });
});
