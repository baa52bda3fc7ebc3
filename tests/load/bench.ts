/**
 * `npm run bench`: requests per second and latency of the public API and the anonymous pages,
 * each beside its limit: a bare `node:http` server on another port answering the same bytes
 * (same status, headers and compressed body) in the same run (DESIGN "Performance rules": pages
 * ≥ 2,000 req/s, p99 < 50 ms and ≥ 0.4 of that limit; the API ≥ 3,000 req/s). The same pages
 * signed in, and the customer's `/orders`, `/account` and `/affiliate`, are repeated views of
 * one customer from the per-user page cache, each beside its limit too
 * (tests/load/bench-targets.ts).
 *
 * The load comes from another process (tests/load/load-generator.ts), with browsers'
 * `Accept-Encoding: gzip, br`. Runs on a fresh embedded PGlite database with the demo data, and
 * also on PostgreSQL when DATABASE_URL is set (migrated and given the demo data if it has none).
 * With REDIS_URL the caches check their version keys in Redis on every read, as with several
 * instances. Pages are measured only when a production build exists (`npm run build`; BUILD_DIR).
 *
 *   npm run bench -- --connections 50 --duration 10
 *   DATABASE_URL=postgres://… npm run bench
 *   DATABASE_URL=postgres://… npm run bench -- --orders 10000
 *
 * On PostgreSQL with REDIS_URL it also measures signed-in `/orders` from the shop started as
 * `npm start` runs it there, in its own process with one worker per core (platform/cluster.ts).
 *
 * `--orders N` adds N demo orders (`seed/demo-orders.repo.ts`, idempotent) and measures the admin
 * analytics API over the last year by day, signed in as an admin (p99 < 200 ms on
 * PostgreSQL with 10,000 orders).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, type App } from '../../src/server/app.ts';
import { createSession, sessionCookieName } from '../../src/server/auth/session.ts';
import { loadConfig, type Config } from '../../src/server/platform/config.ts';
import { runSeeders } from '../../src/server/platform/seed.ts';
import { seedDemoOrders } from '../../src/server/seed/demo-orders.repo.ts';
import { seeders } from '../../src/server/seed/seeders.ts';
import { getAdminAnalytics } from '../../src/shared/contracts/admin-analytics.endpoints.ts';
import { lastDays } from '../../src/shared/contracts/date-range.ts';
import { endpointUrl } from '../../src/shared/contracts/endpoint.ts';
import { freePort } from '../../src/server/testing/free-port.ts';
import { createTestUser } from '../../src/server/testing/users.ts';
import { answerKey, request, targetsOf, type Answer, type Target } from './bench-targets.ts';
import { benchEnv } from './bench-env.ts';
import { runLoad } from './run-load.ts';

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string' },
    duration: { type: 'string' },
    orders: { type: 'string' },
    only: { type: 'string' },
  },
});
/** `--only validate`: measure only the targets whose name contains it (before/after comparisons). */
const ONLY = flags.only;
const DEMO_ORDERS = Number(flags.orders ?? 0);
const CONNECTIONS = Number(flags.connections ?? process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(flags.duration ?? process.env.BENCH_SECONDS ?? 10);
const buildDir = process.env.BUILD_DIR ?? 'build';
const withPages = existsSync(join(buildDir, 'server', 'index.js'));
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' };

interface Row {
  database: string;
  target: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  limit: number | null;
  failures: number;
}

/** The limit: `node:http` with nothing in between, answering each path with the app's own bytes. */
async function bareServer(answers: Map<string, Answer>): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    req.resume(); // a POST's body is read and dropped: the limit answers the same bytes for every call
    const answer = answers.get(answerKey(req.url ?? '', req.headers.cookie));
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    const headers = { ...answer.headers };
    delete headers['transfer-encoding'];
    delete headers.connection;
    delete headers['keep-alive'];
    delete headers.date;
    headers['content-length'] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function measureTarget(base: string, target: Target) {
  const headers =
    target.body === undefined
      ? { ...BROWSER_HEADERS, ...target.headers }
      : { ...target.headers, 'content-type': 'application/json' };
  const call = {
    url: base + target.path,
    headers,
    ...(target.body === undefined ? {} : { method: 'POST' as const, body: target.body }),
  };
  // A warm-up so JIT, caches and connection pools are ready before the measured run.
  if (target.warmUp)
    await runLoad({ ...call, connections: target.connections ?? CONNECTIONS, duration: target.warmUp });
  else await runLoad({ ...call, connections: 10, duration: 2 });
  return runLoad({ ...call, connections: target.connections ?? CONNECTIONS, duration: SECONDS });
}

/** The admin dashboard's API over the last year by day, on `DEMO_ORDERS` demo orders. */
async function analyticsTarget(app: App): Promise<Target> {
  await seedDemoOrders(app.db, DEMO_ORDERS);
  const admin = await createTestUser(app, { role: 'admin' });
  const token = await createSession(app.db, admin.id);
  return {
    name: `GET /_api/admin/analytics (${DEMO_ORDERS} orders, 1 year by day)`,
    path: endpointUrl(getAdminAnalytics, { ...lastDays(365), interval: 'day' }),
    headers: { cookie: `${sessionCookieName(app.config.isProduction)}=${token}` },
    limit: false,
  };
}

async function measure(database: 'pglite' | 'postgres', databaseUrl?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'novatick-bench-'));
  const config = loadConfig(benchEnv(dataDir, { DATABASE_URL: databaseUrl ?? '', BUILD_DIR: buildDir }));
  const app = await buildApp(config, { pages: withPages, logger: false });
  await runSeeders(app.db, seeders, { config, log: app.log, notes: [] });
  await app.invalidatePublicCaches();
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The seed's invalidation rebuilds the search index in the background: measured beside it, the
  // first target (the catalogue API) read as half its steady rate.
  await app.searchIndex.idle();
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const everyTarget = await targetsOf(app, base, withPages);
  if (DEMO_ORDERS > 0) everyTarget.push(await analyticsTarget(app));
  const targets = everyTarget.filter((t) => !ONLY || t.name.includes(ONLY));

  const answers = new Map<string, Answer>();
  for (const target of targets) {
    const answer = await request(base + target.path, { ...BROWSER_HEADERS, ...target.headers }, target.body);
    if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
    answers.set(answerKey(target.path, target.headers?.cookie), answer);
  }
  const bare = await bareServer(answers);
  const rows: Row[] = [];
  try {
    for (const target of targets) {
      const result = await measureTarget(base, target);
      const limit = target.limit ? await measureTarget(bare.base, target) : null;
      rows.push({
        database,
        target: target.name,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        limit: limit && Math.round(limit.requests.average),
        failures: result.non2xx + result.errors + result.timeouts,
      });
      console.error(`  measured ${target.name} on ${database}`);
    }
    if (database === 'postgres' && withPages && config.REDIS_URL && (!ONLY || ordersInWorkers.includes(ONLY))) {
      const orders = everyTarget.find((t) => t.path === '/orders')!;
      rows.push({ database, ...(await measureInWorkers(config, orders)) });
    }
  } finally {
    bare.server.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const ordersInWorkers = 'GET /orders (signed in, npm start)';

/**
 * Signed-in `/orders` from the shop as `npm start` runs it on PostgreSQL and Redis: its own
 * process, one worker per core (platform/cluster.ts), on the database just measured.
 */
async function measureInWorkers(config: Config, orders: Target): Promise<Omit<Row, 'database'>> {
  const port = await freePort();
  const shop = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: benchEnv(config.DATA_DIR, { BUILD_DIR: buildDir, PORT: String(port), LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 60_000;
    while ((await request(`${base}/readyz`, {}).catch(() => null))?.status !== 200) {
      if (Date.now() > deadline || shop.exitCode !== null) throw new Error('the shop did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The other workers start once the first one listens (it migrates and seeds first).
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const result = await measureTarget(base, orders);
    console.error(`  measured ${ordersInWorkers} on postgres`);
    return {
      target: ordersInWorkers.replace('npm start', `npm start, ${config.workers} workers`),
      reqPerSec: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      limit: null,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    shop.kill('SIGTERM');
    await new Promise((resolve) => (shop.exitCode === null ? shop.once('exit', resolve) : resolve(null)));
  }
}

const rows: Row[] = [];
console.error(
  `Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per target and per limit, Accept-Encoding: gzip, br` +
    (withPages ? '' : ` (no build in ${buildDir}/: pages skipped; run npm run build)`),
);
rows.push(...(await measure('pglite')));
if (process.env.DATABASE_URL) rows.push(...(await measure('postgres', process.env.DATABASE_URL)));

const header = ['database', 'target', 'req/s', 'p50 ms', 'p99 ms', 'limit req/s', 'of limit', 'non-2xx/errors'];
const table = [
  header,
  ...rows.map((r) => [
    r.database,
    r.target,
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99),
    r.limit === null ? '–' : String(r.limit),
    r.limit === null ? '–' : (r.reqPerSec / r.limit).toFixed(2),
    String(r.failures),
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
console.log(
  [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...table.slice(1).map(line)].join('\n'),
);
process.exit(0);
