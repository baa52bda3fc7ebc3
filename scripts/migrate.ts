/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db.ts';

const config = loadConfig();
const database = openDatabase({
  url: config.DATABASE_URL,
  dataDir: `${config.DATA_DIR}/pglite`,
  namedStatements: config.DATABASE_NAMED_STATEMENTS,
});
await database.migrate();
console.log(`Migrations applied (${database.driver}).`);
await database.close();
