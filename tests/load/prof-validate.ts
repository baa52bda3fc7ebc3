/**
 * A profiling harness for the licence API's validate path (not part of `npm run bench`): starts the
 * app with the demo data and one activated machine, prints `{port, body}`, and serves until SIGINT.
 *   DATABASE_URL=postgres://… node --cpu-prof --import tsx tests/load/prof-validate.ts
 * then load it with tests/load/load-generator.ts and read the .cpuprofile in Chromium's DevTools.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { runSeeders } from '../../src/server/platform/seed.ts';
import { seeders } from '../../src/server/seed/seeders.ts';
import { activatedCustomer } from './bench-customer.ts';
import { benchEnv } from './bench-env.ts';

const config = loadConfig(benchEnv(mkdtempSync(join(tmpdir(), 'novatick-prof-'))));
const app = await buildApp(config, { pages: false, logger: false });
await runSeeders(app.db, seeders, { config, log: app.log, notes: [] });
const { machine } = await activatedCustomer(app, 1);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
console.log(JSON.stringify({ port, body: JSON.stringify({ ...machine, product: 1 }) }));
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
