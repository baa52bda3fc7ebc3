/** `npm run seed`: runs the demo seeders that have not run on this database (SEED=always in production). */
import pino from 'pino';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db.ts';
import { runSeeders } from '../src/server/platform/seed.ts';
import { seeders } from '../src/server/seed/seeders.ts';

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
await database.migrate();
const notes: string[] = [];
const ran = await runSeeders(database.db, seeders, { config, log: pino({ level: config.LOG_LEVEL }), notes });
console.log(
  ran.length ? `Seeded: ${ran.join(', ')}` : 'Nothing to seed (already seeded, or demo data is off in production).',
);
for (const note of notes) console.log(note);
await database.close();
