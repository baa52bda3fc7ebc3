/**
 * `npm run restore -- <file> [--force]`: restores a backup made by `npm run backup` or the shop
 * into DATABASE_URL, or into DATA_DIR/pglite (stop the shop first). The database must be empty;
 * `--force` replaces what it holds. The file's SHA-256 is checked against its manifest when the
 * `<id>.json` beside it is there. A file on S3 (`s3://bucket/key`) is fetched with BACKUP_S3_* first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { S3BackupStore } from '../src/server/backups/backup-store.ts';
import { restoreBackup, RestoreRefused } from '../src/server/backups/restore.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { DatabaseInUseError } from '../src/server/platform/db-lock.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file] = args.filter((a) => a !== '--force');
if (!file) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(1);
}

const config = loadConfig();
let local = file;
let temp: string | null = null;
if (file.startsWith('s3://')) {
  const [, bucket, ...rest] = file.slice('s3://'.length).match(/^([^/]+)\/(.+)$/) ?? [];
  if (!bucket || rest.length === 0) {
    console.error(`Not an S3 address: ${file}`);
    process.exit(1);
  }
  const key = rest.join('/');
  const prefix = key.slice(0, key.length - basename(key).length);
  const store = new S3BackupStore({
    bucket,
    prefix,
    endpoint: config.BACKUP_S3_ENDPOINT ?? config.S3_ENDPOINT,
    region: config.BACKUP_S3_REGION ?? config.S3_REGION,
    accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID ?? config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY ?? config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  temp = await mkdtemp(join(tmpdir(), 'novatick-restore-'));
  local = join(temp, basename(key));
  await store.download(basename(key), local);
  const manifest = `${basename(key).replace(/(\.pgdump|\.ndjson\.gz|\.pglite\.tar\.gz)$/, '')}.json`;
  await store
    .download(manifest, join(temp, manifest))
    .catch(() => console.warn('No manifest beside it: SHA-256 not checked.'));
  store.destroy();
}

try {
  const { format } = await restoreBackup({
    file: local,
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    force,
    log: (line) => console.log(line),
  });
  console.log(
    `Restored ${basename(file)} (${format}) into ${config.DATABASE_URL ? 'DATABASE_URL' : `${config.DATA_DIR}/pglite`}.`,
  );
} catch (error) {
  if (error instanceof RestoreRefused || error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  if (temp) await rm(temp, { recursive: true, force: true });
}
