import { sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import { openDatabase, type Database } from '../platform/db.ts';
import { FORMAT_EXTENSIONS, migrationCount, sha256OfFile, type BackupFormat, type BackupManifest } from './backup.ts';
import { restoreLogicalDump } from './logical-dump.ts';

const run = promisify(execFile);

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** The backup's data file (its `<id>.json` manifest beside it is read when there). */
  file: string;
  /** PostgreSQL target; otherwise PGlite in `dataDir`. */
  url?: string;
  dataDir?: string;
  /** Replace whatever the target holds. */
  force?: boolean;
  log?: (line: string) => void;
}

function formatOf(file: string): BackupFormat {
  for (const [format, extension] of Object.entries(FORMAT_EXTENSIONS) as Array<[BackupFormat, string]>)
    if (file.endsWith(extension)) return format;
  throw new RestoreRefused(
    `Unknown backup file: ${basename(file)} (expected ${Object.values(FORMAT_EXTENSIONS).join(', ')}).`,
  );
}

function manifestBeside(file: string): BackupManifest | null {
  const name = basename(file);
  const extension = Object.values(FORMAT_EXTENSIONS).find((e) => name.endsWith(e));
  if (!extension) return null;
  const path = join(dirname(file), `${name.slice(0, -extension.length)}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BackupManifest) : null;
}

/** Tables in the schemas the shop owns (public, and drizzle's migration journal). */
async function tableCount(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

async function wipe(database: Database) {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
}

/**
 * `npm run restore -- <file>`: into an empty database only (PostgreSQL: no table in `public` or
 * `drizzle`; PGlite: an empty or missing data folder), unless `force` replaces what is there. The
 * file's SHA-256 must match its manifest when one is beside it.
 */
export async function restoreBackup(options: RestoreOptions): Promise<{ format: BackupFormat }> {
  const log = options.log ?? (() => {});
  const format = formatOf(options.file);
  const manifest = manifestBeside(options.file);
  if (manifest) {
    const actual = await sha256OfFile(options.file);
    if (actual !== manifest.sha256)
      throw new RestoreRefused(
        `The file's SHA-256 (${actual}) is not the manifest's (${manifest.sha256}): the file is damaged.`,
      );
    log(`SHA-256 checked: ${actual}`);
  }

  if (format === 'pglite') {
    if (options.url)
      throw new RestoreRefused('A PGlite backup restores into a PGlite data folder (unset DATABASE_URL).');
    const dataDir = options.dataDir!;
    const used = existsSync(dataDir) && readdirSync(dataDir).length > 0;
    if (used && !options.force)
      throw new RestoreRefused(`${dataDir} is not empty: stop the shop and add --force to replace it.`);
    if (used) await rm(dataDir, { recursive: true, force: true });
    const template = new Blob([readFileSync(options.file)]);
    const database = openDatabase({ dataDir, template });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
    return { format };
  }

  const database = openDatabase(options.url ? { url: options.url, poolSize: 2 } : { dataDir: options.dataDir });
  try {
    if ((await tableCount(database)) > 0) {
      if (!options.force) throw new RestoreRefused('The database is not empty: add --force to replace its contents.');
      log('--force: dropping the schemas public and drizzle');
      await wipe(database);
    }
    if (format === 'pg_dump') {
      if (!options.url) throw new RestoreRefused('A pg_dump backup restores into PostgreSQL (set DATABASE_URL).');
      await run(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', options.url, options.file],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      return { format };
    }
    await database.migrate();
    await restoreLogicalDump(database.db, createReadStream(options.file).pipe(createGunzip()), migrationCount());
    return { format };
  } finally {
    await database.close();
  }
}
