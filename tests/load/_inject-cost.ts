import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { createSession, sessionCookieName } from '../../src/server/auth/session.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { runSeeders } from '../../src/server/platform/seed.ts';
import { seeders } from '../../src/server/seed/seeders.ts';
import { buy } from '../../src/server/store/store.test-helpers.ts';
import { ApiClient } from '../../src/server/testing/test-app.ts';
import { createTestUser } from '../../src/server/testing/users.ts';
import { benchEnv } from './bench-env.ts';
const dataDir = mkdtempSync(join(tmpdir(), 'nt-'));
const config = loadConfig(benchEnv(dataDir, { BUILD_DIR: 'build' }));
const app = await buildApp(config, { pages: true, logger: false });
await runSeeders(app.db, seeders, { config, log: app.log, notes: [] });
const customer = await createTestUser(app);
const token = await createSession(app.db, customer.id);
const client = new ApiClient(app);
client.setCookie(sessionCookieName(app.config.isProduction), token);
await buy(client, 1);
const cookie = `${sessionCookieName(app.config.isProduction)}=${token}`;
for (const url of ['/_api/orders', '/_api/releases?indicatorId=1', '/_api/releases/notices', '/_api/health', '/orders']) {
  const headers = { cookie, 'x-ssr-internal': app.ssrToken, accept: url.startsWith('/_api') ? 'application/json' : 'text/html' };
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url, headers });
  const s = process.cpuUsage();
  for (let i = 0; i < 300; i++) { const r = await app.inject({ method: 'GET', url, headers }); if (i === 0) console.log(url, r.statusCode, r.body.length); }
  const u = process.cpuUsage(s);
  console.log(url, ((u.user + u.system) / 1000 / 300).toFixed(3), 'ms CPU');
}
await app.close(); process.exit(0);
