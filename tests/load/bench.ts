/**
 * `npm run bench`: requests per second and latency of the catalogue and blog API and the catalogue page
 * (DESIGN "Performance rules": ≥ 3,000 req/s with p99 < 50 ms on PostgreSQL, 100 connections).
 *
 * Runs on a fresh embedded PGlite database with the demo data, and also on PostgreSQL when
 * DATABASE_URL is set (that database is migrated and given the demo data if it has none). With
 * REDIS_URL the public cache checks its version key in Redis on every read, as with several instances.
 * The page is measured only when a production build exists (`npm run build`; BUILD_DIR).
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=100 DATABASE_URL=postgres://… npm run bench
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// autocannon ships no types; the part used here is typed below.
// @ts-expect-error no declaration file
import autocannonModule from 'autocannon';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { runSeeders } from '../../src/server/platform/seed.ts';
import { seeders } from '../../src/server/seed/seeders.ts';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = autocannonModule as (options: Record<string, unknown>) => Promise<AutocannonResult>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const buildDir = process.env.BUILD_DIR ?? 'build';
const withPages = existsSync(join(buildDir, 'server', 'index.js'));

interface Row {
  database: string;
  target: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

async function measure(database: 'pglite' | 'postgres', databaseUrl?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'novatick-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    SEED: 'always',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PORT: '0',
    SITE_URL: 'http://localhost',
    BUILD_DIR: buildDir,
  });
  const app = await buildApp(config, { pages: withPages, logger: false });
  await runSeeders(app.db, seeders, { config, log: app.log, notes: [] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const targets = [
    { name: 'GET /_api/indicators', path: '/_api/indicators' },
    { name: 'GET /_api/blog/posts', path: '/_api/blog/posts' },
  ];
  if (withPages) targets.push({ name: 'GET /products (page)', path: '/products' });
  const rows: Row[] = [];
  try {
    for (const target of targets) {
      // A short warm-up so JIT and connection pools are ready before the measured run.
      await autocannon({ url: base + target.path, connections: 10, duration: 2 });
      // The load comes from a worker thread, so it does not share the server's event loop.
      const result = await autocannon({
        url: base + target.path,
        connections: CONNECTIONS,
        duration: SECONDS,
        workers: 1,
        headers: { 'accept-encoding': 'gzip' },
      });
      rows.push({
        database,
        target: target.name,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        failures: result.non2xx + result.errors + result.timeouts,
      });
      console.error(`  measured ${target.name} on ${database}`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const rows: Row[] = [];
console.error(
  `Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per target${withPages ? '' : ` (no build in ${buildDir}/: page skipped; run npm run build)`}`,
);
rows.push(...(await measure('pglite')));
if (process.env.DATABASE_URL) rows.push(...(await measure('postgres', process.env.DATABASE_URL)));

const header = ['database', 'target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx/errors'];
const table = [
  header,
  ...rows.map((r) => [
    r.database,
    r.target,
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99),
    String(r.max),
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
