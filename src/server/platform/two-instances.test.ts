import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAccount } from '#shared/contracts/account.endpoints.ts';
import { createIndicator, updateIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import { logout, registerWithPassword, requestPasswordReset } from '#shared/contracts/auth.endpoints.ts';
import type { Endpoint } from '#shared/contracts/endpoint.ts';
import { addToCart, getCart, listIndicators } from '#shared/contracts/store.endpoints.ts';
import { HAPROXY_MISSING, haproxyBinary, startHaproxy } from '../../../scripts/cluster/haproxy.ts';
import { buildApp, type App } from '../app.ts';
import { indicatorBody } from '../store-admin/store-admin.test-helpers.ts';
import { createCategory } from '../store/store.test-helpers.ts';
import { freePort } from '../testing/free-port.ts';
import { redisReachable, testRedisUrl } from '../testing/redis.ts';
import { TEST_DATA_DIR } from '../testing/test-data-dir.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { createTestUser, sessionCookie } from '../testing/users.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db.ts';
import type { PageRenderer } from './ssr.ts';

// Two instances of the shop on one PostgreSQL and one Redis, each on its own port, behind
// HAProxy (scripts/cluster/haproxy.ts, as `npm run cluster:demo` runs them): a write answered by
// one is seen by the next read on the other within a second — catalogue answers, anonymous
// pages, a user's kept pages, sessions and rate limits. Over real HTTP. A small renderer stands
// in for the React Router build (the built pages are the e2e suite's).

const haproxy = haproxyBinary();
const missing = [
  process.env.TEST_DATABASE_URL ? null : 'PostgreSQL (TEST_DATABASE_URL)',
  (await redisReachable()) ? null : 'Redis (TEST_REDIS_URL)',
  haproxy ? null : HAPROXY_MISSING,
].filter((m) => m !== null);
if (missing.length) console.warn(`two-instances.test.ts skipped: needs ${missing.join('; ')}`);

const renderPage: PageRenderer = async (request, context) => {
  const catalogue = await context.api(listIndicators, {});
  const cart = context.user ? await context.api(getCart, undefined) : null;
  const names = catalogue.ok ? catalogue.data.indicators.map((i) => i.name).join(',') : '';
  const items = cart?.ok ? cart.data.cartItems.map((i) => i.name).join(',') : '';
  const body = `<html><body>${new URL(request.url).pathname} products=${names} user=${context.user?.email ?? 'nobody'} cart=${items}</body></html>`;
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

let database: Database;
const instances: Array<{ app: App; base: string }> = [];
let balancer: { process: ChildProcess; base: string };

beforeAll(async () => {
  if (missing.length) return;
  database = await createTestDatabase();
  for (const name of ['one', 'two']) {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SITE_URL: 'http://shop.test',
      DATA_DIR: TEST_DATA_DIR,
      REDIS_URL: testRedisUrl,
      AUTH_RATE_LIMIT: '4',
      TRUST_PROXY: '127.0.0.1',
    });
    const app = await buildApp(config, { database, pages: renderPage, logger: false });
    app.addHook('onSend', async (_request, reply) => void reply.header('x-instance', name));
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    if (app.redis!.status !== 'ready') await new Promise((resolve) => app.redis!.once('ready', resolve));
    instances.push({ app, base: `http://127.0.0.1:${port}` });
  }
  const port = await freePort();
  const backends = instances.map(({ base }, i) => ({ name: `shop${i + 1}`, port: Number(new URL(base).port) }));
  balancer = { process: await startHaproxy(haproxy!, { port, backends }), base: `http://127.0.0.1:${port}` };
}, 120_000);

afterAll(async () => {
  balancer?.process.kill('SIGTERM');
  for (const { app } of instances) await app.close();
  await database?.close();
});

interface Answer {
  status: number;
  text: string;
  instance: string | null;
  cookie: string | null;
}

/** One real HTTP request, as a same-origin browser sends it. */
async function call(
  base: string,
  path: string,
  options: { body?: unknown; cookie?: string; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'text/html,application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  // The client's address as the balancer forwards it (TRUST_PROXY trusts the loopback).
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = base;
  }
  const response = await fetch(base + path, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith('session='));
  return {
    status: response.status,
    text: await response.text(),
    instance: response.headers.get('x-instance'),
    cookie: session ? session.split(';')[0]! : null,
  };
}

const api = (base: string, endpoint: Endpoint, body?: unknown, cookie?: string, ip?: string) =>
  call(base, endpoint.path, { body: endpoint.method === 'GET' ? undefined : (body ?? {}), cookie, ip });

/** Within a second of the write's answer: the shop's promise to a user behind the balancer. */
const withinASecond = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 1_000, interval: 20 });

describe.skipIf(missing.length > 0)('two instances behind HAProxy', () => {
  it('the balancer sends requests to both instances in turn', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 4; i++) seen.add((await call(balancer.base, '/_api/indicators')).instance);
    expect(seen).toEqual(new Set(['one', 'two']));
  });

  it('a catalogue write on one is seen by the other: its API answer and its anonymous pages', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const admin = await sessionCookie(one.app, (await createTestUser(one.app, { role: 'admin' })).id);
    const category = await createCategory(one.app);
    const created = await api(
      one.base,
      createIndicator,
      indicatorBody([category.id], { name: 'Cluster Probe' }),
      admin,
    );
    expect(created.status).toBe(200);
    const { indicator } = JSON.parse(created.text) as { indicator: { id: number } };
    // Two has kept both before the write.
    expect((await call(two.base, '/_api/indicators')).text).toContain('Cluster Probe');
    expect((await call(two.base, '/products')).text).toContain('Cluster Probe');
    const renamed = { id: indicator.id, ...indicatorBody([category.id], { name: 'Cluster Probe Renamed' }) };
    expect((await api(one.base, updateIndicator, renamed, admin)).status).toBe(200);
    await withinASecond(async () => {
      expect((await call(two.base, '/_api/indicators')).text).toContain('Cluster Probe Renamed');
      expect((await call(two.base, '/products')).text).toContain('Cluster Probe Renamed');
    });
  });

  it("a session made on one signs in on the other, a user's kept page follows their write, sign-out ends it", async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const email = `cluster-${Date.now()}@example.com`;
    const registered = await api(one.base, registerWithPassword, {
      email,
      password: 'cluster-password-1',
      displayName: 'Cluster Tester',
    });
    expect(registered.status).toBe(200);
    const cookie = registered.cookie!;
    expect((await api(two.base, getAccount, undefined, cookie)).status).toBe(200);
    // Two keeps the user's cart page, then the cart changes on one.
    expect((await call(two.base, '/cart', { cookie })).text).toContain('cart=<');
    const { indicators } = JSON.parse((await call(one.base, '/_api/indicators')).text) as {
      indicators: Array<{ id: number; name: string }>;
    };
    expect((await api(one.base, addToCart, { indicatorId: indicators[0]!.id }, cookie)).status).toBe(200);
    await withinASecond(async () => {
      expect((await call(two.base, '/cart', { cookie })).text).toContain(`cart=${indicators[0]!.name}<`);
    });
    expect((await api(one.base, logout, {}, cookie)).status).toBe(200);
    await withinASecond(async () => {
      expect((await api(two.base, getAccount, undefined, cookie)).status).toBe(401);
      expect((await call(two.base, '/cart', { cookie })).text).toContain('user=nobody');
    });
  });

  it('rate limits count across both: the limit is reached whichever instance answers', async () => {
    const answers: Answer[] = [];
    // AUTH_RATE_LIMIT is 4 a minute per address: the fifth reset request from it, through the
    // balancer, is refused.
    // An address of this run alone: the counts live in the shared Redis.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    for (let i = 0; i < 5; i++) {
      const body = { email: `nobody-${randomInt(1e9)}@example.com` };
      answers.push(await api(balancer.base, requestPasswordReset, body, undefined, ip));
    }
    expect(new Set(answers.slice(0, 4).map((a) => a.instance))).toEqual(new Set(['one', 'two']));
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[4]!.status).toBe(429);
  });
});
