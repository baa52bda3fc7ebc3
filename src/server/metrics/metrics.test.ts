import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhook } from '#shared/contracts/webhooks.endpoints.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';

// Metrics: Prometheus text behind METRICS_TOKEN, one instance's figures its own.
const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let other: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, WEBHOOK_ALLOW_LOOPBACK: 'true' });
  other = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  await other.close();
});

async function scrape(app: TestApp, authorization?: string) {
  return app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
}

/** The value of one sample line, e.g. `novatick_cache_lookups{cache="api:catalogue",result="hit"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.split(' ').at(-1));
  }
  return null;
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      expect((await scrape(plain)).statusCode).toBe(404);
      expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with a wrong one', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
    const ok = await scrape(t, `Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
  });

  it('times requests by route pattern, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/_api/indicators' });
    await t.app.inject({ method: 'GET', url: '/_api/indicators?secret-token-in-url=1' });
    await t.app.inject({ method: 'GET', url: '/_api/no-such-route/12345' });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/_api/indicators', status: '200' }),
    ).toBe(2);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/_api/indicators",status="200"}',
    );
    expect(text).not.toContain('secret-token-in-url');
    expect(text).not.toContain('12345');
  });

  it('reports cache hit ratios, outbox depth and age, refunds pending and the pool', async () => {
    await t.app.inject({ method: 'GET', url: '/_api/categories' });
    await t.app.inject({ method: 'GET', url: '/_api/categories' });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'novatick_cache_lookups', { cache: 'api:catalogue', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'novatick_cache_hit_ratio', { cache: 'api:catalogue' })).toBeGreaterThan(0);
    expect(sample(text, 'novatick_cache_hit_ratio', { cache: 'pages' })).not.toBeNull();
    expect(sample(text, 'novatick_cache_hit_ratio', { cache: 'user-pages' })).not.toBeNull();
    expect(sample(text, 'novatick_outbox_depth', { outbox: 'mail' })).not.toBeNull();
    expect(sample(text, 'novatick_outbox_oldest_age_seconds', { outbox: 'webhooks' })).toBe(0);
    expect(sample(text, 'novatick_refunds_pending', {})).toBe(0);
    expect(sample(text, 'novatick_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
  });

  it('counts licence checks by code, job runs and webhook results, on this instance only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/_api/licences/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ key: 'NOVA-AAAA-BBBB-CCCC-DDDD', machineId: 'PC-1' }),
    });
    const code = (res.json() as { code: string }).code;
    await t.app.outbox.drain();
    await t.app.webhookWorker.drain();
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'novatick_licence_checks_total', { call: 'validate', code })).toBe(1);
    expect(sample(text, 'novatick_job_runs_total', {})).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE novatick_webhook_deliveries_total counter');

    const elsewhere = (await scrape(other, `Bearer ${TOKEN}`)).body;
    expect(sample(elsewhere, 'novatick_licence_checks_total', { call: 'validate', code })).toBeNull();
    expect(sample(elsewhere, 'http_request_duration_seconds_count', { route: '/_api/indicators' })).toBeNull();
  });

  it('counts webhook attempts by result as the worker records them', async () => {
    const statuses = [500, 200];
    const receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(statuses.shift() ?? 200).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { client } = await signedInClient(t.app, 'admin');
      const port = (receiver.address() as AddressInfo).port;
      await client.ok(createWebhook, { url: `http://127.0.0.1:${port}/hook`, events: ['customer.created'] });
      await emitWebhookEvent(t.app.db, 'customer.created', { customerId: 1 });
      await t.app.webhookWorker.drain();
      let text = (await scrape(t, `Bearer ${TOKEN}`)).body;
      expect(sample(text, 'novatick_webhook_deliveries_total', { result: 'retrying' })).toBe(1);
      expect(sample(text, 'novatick_outbox_depth', { outbox: 'webhooks' })).toBe(1);
      // The retry is due 5 s later: move it forward instead of waiting.
      await t.app.db.execute(sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second'`);
      await t.app.webhookWorker.drain();
      text = (await scrape(t, `Bearer ${TOKEN}`)).body;
      expect(sample(text, 'novatick_webhook_deliveries_total', { result: 'succeeded' })).toBe(1);
      expect(sample(text, 'novatick_outbox_depth', { outbox: 'webhooks' })).toBe(0);
    } finally {
      receiver.close();
    }
  });
});
