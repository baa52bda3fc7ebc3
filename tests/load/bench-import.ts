/**
 * `npm run bench:import`: imports a generated generic CSV of IMPORT_ROWS rows (default 100,000:
 * 50,000 customers, one key each with one machine, half of them in two-key orders) over real
 * HTTP, streamed as the admin page uploads it, and prints rows per second and the process's peak
 * RSS growth (the targets: ≥ 1,000 rows/s on PostgreSQL, < 200 MB growth). A benchmark,
 * not a test: it prints what it measured and fails only when the import does not finish.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:import
 *   IMPORT_ROWS=20000 npm run bench:import        # embedded database (PGlite), smaller
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_CSV_COLUMNS } from '../../src/shared/contracts/import.constants.ts';
import { getImport, startImport } from '../../src/shared/contracts/import.endpoints.ts';
import { buildApp } from '../../src/server/app.ts';
import { createSession, sessionCookieName } from '../../src/server/auth/session.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { createProduct } from '../../src/server/store/store.test-helpers.ts';
import { createTestDatabase } from '../../src/server/testing/test-db.ts';
import { createTestUser } from '../../src/server/testing/users.ts';

const rows = Number(process.env.IMPORT_ROWS ?? 100_000);
const dataDir = mkdtempSync(join(tmpdir(), 'novatick-import-bench-'));
let peak = 0;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The CSV, a chunk of 1,000 lines at a time: two keys per order, each key with one machine. */
function* csvChunks(productName: string) {
  yield `${IMPORT_CSV_COLUMNS.join(',')}\n`;
  for (let start = 0; start < rows; start += 1000) {
    let chunk = '';
    for (let i = start; i < Math.min(rows, start + 1000); i++) {
      const customer = Math.floor(i / 2);
      chunk += `bench-${customer}@example.com,Bench Customer ${customer},${productName},BENCH-${i.toString(36).toUpperCase()}-${i},2,PC-${i},2024-01-01,49.00,USD,BENCH-ORDER-${customer},active\n`;
    }
    yield chunk;
  }
}

const database = await createTestDatabase();
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const app = await buildApp(config, { database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
try {
  const admin = await createTestUser(app, { role: 'admin' });
  const cookie = `${sessionCookieName(false)}=${await createSession(app.db, admin.id)}`;
  const product = await createProduct(app, { name: 'Bench Indicator' });
  const baseline = process.memoryUsage().rss;
  peak = baseline;
  console.log(`database: ${database.driver}, rows: ${rows.toLocaleString('en-US')}`);

  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head =
    Object.entries({ source: 'csv', dryRun: 'false' })
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const headers = { cookie, origin: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}` };
  const started = performance.now();
  const answer = await new Promise<string>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: startImport.path,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => (res.statusCode === 200 ? done(body) : fail(new Error(`${res.statusCode} ${body}`))));
      },
    );
    req.on('error', fail);
    pipeline(
      Readable.from(
        (function* () {
          yield head;
          yield* csvChunks(product.name);
          yield tail;
        })(),
      ),
      req,
    ).catch(fail);
  });
  const id = (JSON.parse(answer) as { import: { id: string } }).import.id;
  console.log(`upload answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);

  type Run = { status: string; created: Record<string, number>; refusedCount: number };
  const progress = async () => {
    const res = await app.inject({ method: 'GET', url: `${getImport.path}?id=${id}`, headers });
    return (res.json() as { import: Run | null }).import;
  };
  let run = await progress();
  while (run?.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    run = await progress();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`status: ${run?.status}, created: ${JSON.stringify(run?.created)}, refused: ${run?.refusedCount}`);
  console.log(`${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s: ${Math.round(rows / seconds)} rows/s`);
  console.log(`peak RSS ${mb(peak)} (growth ${mb(peak - baseline)})`);
  if (run?.status !== 'finished') process.exitCode = 1;
} finally {
  clearInterval(timer);
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
