/**
 * `npm run seed`: runs the demo seeders that have not run on this database (SEED=always in production).
 * `npm run seed -- --orders 10000` also adds that many demo orders over the last ~18 months (some
 * refunded, some referred by an affiliate) for the admin analytics; a second run adds only what is missing.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db.ts';
import { runSeeders } from '../src/server/platform/seed.ts';
import { seedDemoOrders } from '../src/server/seed/demo-orders.repo.ts';
import { seeders } from '../src/server/seed/seeders.ts';

const { values: flags } = parseArgs({ options: { orders: { type: 'string' } } });
const demoOrders = flags.orders === undefined ? 0 : Number(flags.orders);
if (!Number.isInteger(demoOrders) || demoOrders < 0 || demoOrders > 1_000_000) {
  console.error('--orders takes a whole number from 0 to 1000000.');
  process.exit(1);
}

const config = loadConfig();
const database = openDatabase({
  url: config.DATABASE_URL,
  dataDir: `${config.DATA_DIR}/pglite`,
  namedStatements: config.DATABASE_NAMED_STATEMENTS,
});
await database.migrate();
const notes: string[] = [];
const ran = await runSeeders(database.db, seeders, { config, log: pino({ level: config.LOG_LEVEL }), notes });
console.log(
  ran.length ? `Seeded: ${ran.join(', ')}` : 'Nothing to seed (already seeded, or demo data is off in production).',
);
for (const note of notes) console.log(note);
if (demoOrders > 0) {
  const { orders } = await seedDemoOrders(database.db, demoOrders);
  console.log(`Demo orders: ${orders} added (${demoOrders - orders} were there already).`);
}
await database.close();
