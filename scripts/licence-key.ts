/**
 * The Ed25519 keys that sign the licence API's answers and offline files
 * (docs/decisions/licence-signatures.md):
 *   npm run licence-key -- list      every key: id, active or retired, public key
 *   npm run licence-key -- rotate    a new active key; the old one is retired, its public key kept
 * Works on DATABASE_URL or the embedded database, like the app, with the same APP_SECRET (the
 * private keys are stored encrypted under it). On the embedded database stop the shop first; on
 * PostgreSQL running instances pick up a rotated key within a minute.
 */
import { listPublicSigningKeys, rotateSigningKey } from '../src/server/licences/licence-signer.ts';
import { appSecret } from '../src/server/platform/app-secret.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db.ts';
import { DatabaseInUseError } from '../src/server/platform/db-lock.ts';

const USAGE = `Usage:
  npm run licence-key -- list
  npm run licence-key -- rotate`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command] = process.argv.slice(2);
if (command !== 'list' && command !== 'rotate') fail(USAGE);

const config = loadConfig();
let database;
try {
  database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    namedStatements: config.DATABASE_NAMED_STATEMENTS,
  });
} catch (error) {
  if (error instanceof DatabaseInUseError) fail(error.message);
  throw error;
}
try {
  await database.migrate();
  if (command === 'rotate') {
    const rotated = await rotateSigningKey(database.db, appSecret(config));
    console.log(
      `New active key ${rotated.active}${rotated.retired ? `; ${rotated.retired} is retired (its public key stays at /_api/licences/public-key?keyId=${rotated.retired})` : ''}.`,
    );
    console.log(`Ship this public key with the add-on before it meets answers signed with it:\n${rotated.publicKey}`);
  } else {
    const keys = await listPublicSigningKeys(database.db);
    if (keys.length === 0) console.log('No key yet: the shop makes one on its first start.');
    for (const key of keys)
      console.log(
        `${key.keyId}  ${key.active ? 'active ' : 'retired'}  created ${key.createdAt}${key.retiredAt ? `, retired ${key.retiredAt}` : ''}\n${key.publicKey}`,
      );
  }
} finally {
  await database.close();
}
