/**
 * A profiling harness (not part of `npm run bench`): starts the app with the demo data, the pages
 * when a build exists, and the bench's customer (one purchase, its key activated on one machine),
 * prints `{port, cookie, validateBody}`, and serves until SIGINT.
 *   DATABASE_URL=postgres://… node --cpu-prof --import tsx tests/load/prof-server.ts
 * then load it with tests/load/load-generator.ts (e.g. `/orders` with the cookie, or
 * `/_api/licences/validate` with the body) and list the profile's top items with
 * tests/load/profile-top.ts, or read it in Chromium's DevTools.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { sessionCookieName } from '../../src/server/auth/session.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { runSeeders } from '../../src/server/platform/seed.ts';
import { seeders } from '../../src/server/seed/seeders.ts';
import { activatedCustomer } from './bench-customer.ts';
import { benchEnv } from './bench-env.ts';

const buildDir = process.env.BUILD_DIR ?? 'build';
const config = loadConfig(benchEnv(mkdtempSync(join(tmpdir(), 'novatick-prof-')), { BUILD_DIR: buildDir }));
const app = await buildApp(config, { pages: existsSync(join(buildDir, 'server', 'index.js')), logger: false });
await runSeeders(app.db, seeders, { config, log: app.log, notes: [] });
const { token, machine } = await activatedCustomer(app, 1);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const cookie = `${sessionCookieName(app.config.isProduction)}=${token}`;
console.log(JSON.stringify({ port, cookie, validateBody: JSON.stringify({ ...machine, product: 1 }) }));
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
