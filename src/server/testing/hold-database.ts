/**
 * Test fixture: opens the embedded database in DATA_DIR the way the shop does, prints "ready",
 * and holds it until SIGTERM (then closes it cleanly) — a running shop, without the HTTP part.
 */
import { openDatabase } from '../platform/db.ts';

const database = openDatabase({ dataDir: `${process.env.DATA_DIR}/pglite` });
await database.migrate();
console.log('ready');
process.on('SIGTERM', () => {
  void database.close().then(() => process.exit(0));
});
setInterval(() => {}, 1000);
