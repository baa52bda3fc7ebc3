/**
 * `npm run bench:cluster`: the shop as deployed on several instances (README "Two instances behind
 * a load balancer"), one instance against two behind the same HAProxy, in the same run: two
 * `npm start` instances (one process each) on one PostgreSQL and one Redis, a balancer in front of
 * the first alone and another in front of both. Each target is loaded through each balancer in
 * turn (after a warm-up), from another process (tests/load/load-generator.ts).
 *
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:cluster -- --duration 10
 *
 * Defaults: the local database `novatick_bench_cluster` (created when missing) and the local Redis.
 * Every process shares the machine's cores with the load generator and HAProxy: on a 2-core machine
 * the second instance has no core of its own, which the printed core count makes plain.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { haproxyBinary, HAPROXY_MISSING, startHaproxy } from '../../scripts/cluster/haproxy.ts';
import { ensureDatabase, startInstances } from '../../scripts/cluster/instances.ts';
import { freePort } from '../../src/server/testing/free-port.ts';
import type { LoadResult } from './load-generator.ts';
import { runLoad } from './run-load.ts';

const { values: flags } = parseArgs({
  options: { connections: { type: 'string' }, duration: { type: 'string' } },
});
const CONNECTIONS = Number(flags.connections ?? 50);
const SECONDS = Number(flags.duration ?? 10);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/novatick_bench_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' };

const haproxy = haproxyBinary();
if (!haproxy) {
  console.error(HAPROXY_MISSING);
  process.exit(1);
}

/** A customer signed in through the balancer: the session cookie its registration set. */
async function signedInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/_api/auth/register_with_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-cluster-${Date.now()}@example.com`,
      password: 'Quartz-Lantern-Orbit-9271',
      displayName: 'Cluster Bench',
    }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.includes('session='));
  if (!response.ok || !cookie) throw new Error(`registration through the balancer answered ${response.status}`);
  return cookie.split(';')[0]!;
}

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('exit', stopAll);

try {
  await ensureDatabase(databaseUrl);
  const ports = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'novatick-bench-cluster-')),
    SITE_URL: 'http://localhost',
    TRUST_PROXY: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
  };
  await startInstances(ports, env, children, { stdio: 'ignore' });
  const onePort = await freePort();
  const twoPort = await freePort();
  children.push(await startHaproxy(haproxy, { port: onePort, backends: [{ name: 'shop1', port: ports[0]! }] }));
  children.push(
    await startHaproxy(haproxy, { port: twoPort, backends: ports.map((port, i) => ({ name: `shop${i + 1}`, port })) }),
  );
  const cookie = await signedInCookie(`http://127.0.0.1:${twoPort}`);
  const targets: Array<[string, string, Record<string, string>]> = [
    ['GET /_api/indicators', '/_api/indicators', {}],
    ['GET /products (page)', '/products', {}],
    ['GET /orders (signed in)', '/orders', { cookie }],
  ];

  console.log(
    `Cluster bench: ${CONNECTIONS} connections, ${SECONDS} s per target, ${availableParallelism()} cores, ` +
      `load ${loadavg()[0]!.toFixed(2)} at start`,
  );
  console.log('| target | one instance req/s | p99 ms | two instances req/s | p99 ms | two ÷ one | non-2xx/errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, path, headers] of targets) {
    const results: LoadResult[] = [];
    for (const port of [onePort, twoPort]) {
      const call = { url: `http://127.0.0.1:${port}${path}`, headers: { ...BROWSER_HEADERS, ...headers } };
      await runLoad({ ...call, connections: CONNECTIONS, duration: 3 });
      results.push(await runLoad({ ...call, connections: CONNECTIONS, duration: SECONDS }));
    }
    const [one, two] = results as [LoadResult, LoadResult];
    const failures = results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    console.log(
      `| ${name} | ${Math.round(one.requests.average)} | ${one.latency.p99} | ${Math.round(two.requests.average)} | ` +
        `${two.latency.p99} | ${(two.requests.average / one.requests.average).toFixed(2)} | ${failures} |`,
    );
  }
} finally {
  stopAll();
}
