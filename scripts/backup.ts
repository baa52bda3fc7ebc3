/**
 * `npm run backup`: one consistent, compressed backup of the database (PostgreSQL: `pg_dump`
 * custom format, or a logical dump when pg_dump is missing; PGlite: its data folder) with the
 * release files' manifest, to BACKUP_DIR (default DATA_DIR/backups) or BACKUP_S3_BUCKET, keeping
 * BACKUP_KEEP. While the shop runs on PGlite it holds the data folder: use /admin/backups instead.
 */
import { backupStoreFor } from '../src/server/backups/backup-store.ts';
import { makeBackup } from '../src/server/backups/backup.ts';
import { DiskBackupStore } from '../src/server/backups/backup-store.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db.ts';
import { DatabaseInUseError } from '../src/server/platform/db-lock.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const config = loadConfig();
let database;
try {
  database = openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite`, poolSize: 2 });
} catch (error) {
  if (error instanceof DatabaseInUseError) {
    console.error(
      `${error.message}\nThe running shop holds the embedded database: start a backup from /admin/backups (or POST /_api/admin/backups).`,
    );
    process.exit(1);
  }
  throw error;
}
try {
  const store = backupStoreFor(config);
  const manifest = await makeBackup({
    database,
    store,
    keep: config.BACKUP_KEEP,
    workDir: store instanceof DiskBackupStore ? store.dir : join(tmpdir(), 'novatick-backups'),
    onFallback: (error) =>
      console.warn(`pg_dump failed or is missing (${(error as Error).message}): making a logical dump.`),
  });
  console.log(`Backup ${manifest.id} (${manifest.format}, ${manifest.size} bytes)`);
  console.log(`  ${store.location(manifest.file)}`);
  console.log(`  sha256 ${manifest.sha256}`);
  console.log(`  ${manifest.releaseFiles.length} release files listed in ${store.location(`${manifest.id}.json`)}`);
} finally {
  await database.close();
}
