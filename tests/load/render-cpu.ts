/**
 * `npm run bench:render`: CPU time of one server render of pages that are not served from the page
 * cache (the goal: `/products` under 8 ms per render), measured in process over 200 renders
 * after a warm-up, bypassing the page cache, with the demo data, on the embedded database or on
 * DATABASE_URL (whose server's CPU is then not counted). Needs a production build (`npm run build`).
 *
 *   npm run bench:render -- --renders 200 [--page /products] [--profile dir] [--compressed]
 *
 * `--profile dir` writes one V8 CPU profile per page (only the measured renders, not start-up or
 * seeding) to dir/<page>.cpuprofile; `node --import tsx tests/load/profile-top.ts <file>` lists its top items.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/server/app.ts';
import { createSession, sessionCookieName } from '../../src/server/auth/session.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { runSeeders } from '../../src/server/platform/seed.ts';
import { seeders } from '../../src/server/seed/seeders.ts';
import { buy } from '../../src/server/store/store.test-helpers.ts';
import { ApiClient } from '../../src/server/testing/test-app.ts';
import { createTestUser } from '../../src/server/testing/users.ts';
import { LANGUAGE_COOKIE } from '../../src/shared/languages.ts';
import { benchEnv } from './bench-env.ts';

const { values: flags } = parseArgs({
  options: {
    renders: { type: 'string' },
    page: { type: 'string' },
    profile: { type: 'string' },
    compressed: { type: 'boolean' },
  },
});
const RENDERS = Number(flags.renders ?? 200);
/** `--compressed`: ask as browsers do, so the answer's compression is counted too. */
const ACCEPT = { accept: 'text/html', ...(flags.compressed ? { 'accept-encoding': 'gzip, br' } : {}) };
const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(join(buildDir, 'server', 'index.js'))) {
  console.error(`No production build in ${buildDir}/: run npm run build first.`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'novatick-render-'));
const config = loadConfig(benchEnv(dataDir, { BUILD_DIR: buildDir }));
const app = await buildApp(config, { pages: true, logger: false });
await runSeeders(app.db, seeders, { config, log: app.log, notes: [] });
const customer = await createTestUser(app);
const token = await createSession(app.db, customer.id);
const client = new ApiClient(app);
client.setCookie(sessionCookieName(app.config.isProduction), token);
await buy(client, 1);
const signedIn = { cookie: `${sessionCookieName(app.config.isProduction)}=${token}` };

// A query key no page reads makes the view bypass the page cache (platform/page-cache.ts).
const pages: Array<{ name: string; url: string; headers?: Record<string, string> }> = [
  { name: '/products', url: '/products?uncached=1' },
  { name: '/products (de)', url: '/products?uncached=1', headers: { cookie: `${LANGUAGE_COOKIE}=de` } },
  { name: '/', url: '/?uncached=1' },
  // Short static text: what the site's frame (root, header, footer, scripts) costs on every page.
  { name: '/terms (the frame)', url: '/terms?uncached=1' },
  // Signed in too: the same unread key keeps the view out of the per-user page cache.
  { name: '/orders (signed in)', url: '/orders?uncached=1', headers: signedIn },
];

async function render(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { ...ACCEPT, ...headers } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
}

const profiler = flags.profile ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
}

console.log(
  `CPU per server render (user + system), ${RENDERS} renders after 20 to warm up, page bypassing the page cache:`,
);
for (const page of pages.filter(
  (p) => !flags.page || p.name === flags.page || p.name === `${flags.page} (signed in)`,
)) {
  for (let i = 0; i < 20; i++) await render(page.url, page.headers);
  if (profiler) await profiler.post('Profiler.start');
  const started = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < RENDERS; i++) await render(page.url, page.headers);
  const used = process.cpuUsage(started);
  if (profiler && flags.profile) {
    const { profile } = await profiler.post('Profiler.stop');
    mkdirSync(flags.profile, { recursive: true });
    writeFileSync(
      join(flags.profile, `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.cpuprofile`),
      JSON.stringify(profile),
    );
  }
  const cpuMs = (used.user + used.system) / 1000 / RENDERS;
  const wallMs = (performance.now() - wall) / RENDERS;
  console.log(
    `  ${page.name.padEnd(22)} ${cpuMs.toFixed(2).padStart(6)} ms CPU  ${wallMs.toFixed(2).padStart(6)} ms wall`,
  );
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
