import { asc } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import type { BackupDto } from '#shared/contracts/backups.ts';
import { MIGRATIONS_DIR, type Database } from '../platform/db.ts';
import { releases } from '../releases/releases.schema.ts';
import { fileSize, type BackupStore } from './backup-store.ts';
import { writeLogicalDump } from './logical-dump.ts';

const run = promisify(execFile);

export type BackupFormat = 'pg_dump' | 'logical' | 'pglite';
/** The data file's name ending per format (`restore.ts` reads the format from it when no manifest is beside). */
export const FORMAT_EXTENSIONS: Record<BackupFormat, string> = {
  pg_dump: '.pgdump',
  logical: '.ndjson.gz',
  pglite: '.pglite.tar.gz',
};

/** `<id>.json` beside the data file: what it is, its checksum and the release files it expects. */
export interface BackupManifest {
  id: string;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  format: BackupFormat;
  file: string;
  size: number;
  sha256: string;
  /** Migrations applied to the database it came from (a restore needs the same version). */
  migrations: number;
  /** The release files the database points at; the files stay in their storage (S3_* or DATA_DIR/files). */
  releaseFiles: Array<{
    id: number;
    indicatorId: number;
    version: string;
    storageKey: string;
    size: number;
    sha256: string;
  }>;
  status: 'complete';
}

export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface MakeBackupOptions {
  database: Database;
  store: BackupStore;
  /** Backups kept (BACKUP_KEEP); older ones are deleted after this one is stored. */
  keep: number;
  /** Where the file is written before it is stored. */
  workDir: string;
  now?: () => Date;
  /** PostgreSQL: skip `pg_dump` (tests of the portable format). */
  format?: 'logical';
  /** Called when `pg_dump` is missing or fails and the logical dump is made instead. */
  onFallback?: (error: unknown) => void;
}

/** Makes one backup and stores it with its manifest; then applies the retention. */
export async function makeBackup(options: MakeBackupOptions): Promise<BackupManifest> {
  const { database, store } = options;
  const createdAt = (options.now ?? (() => new Date()))();
  const id = `novatick-${createdAt.toISOString().replace(/[:.]/g, '-')}`;
  await mkdir(options.workDir, { recursive: true });
  const part = join(options.workDir, `.${id}.part`);
  try {
    const format = await dumpTo(options, part);
    const file = `${id}${FORMAT_EXTENSIONS[format]}`;
    const [size, sha256] = await Promise.all([fileSize(part), sha256OfFile(part)]);
    const releaseFiles = await database.db
      .select({
        id: releases.id,
        indicatorId: releases.indicatorId,
        version: releases.version,
        storageKey: releases.storageKey,
        size: releases.size,
        sha256: releases.sha256,
      })
      .from(releases)
      .orderBy(asc(releases.id));
    const manifest: BackupManifest = {
      id,
      createdAt: createdAt.toISOString(),
      driver: database.driver,
      format,
      file,
      size,
      sha256,
      migrations: migrationCount(),
      releaseFiles,
      status: 'complete',
    };
    await store.putFile(file, part, size);
    // The manifest last: a backup is listed only once its file is whole.
    await store.putText(`${id}.json`, `${JSON.stringify(manifest, null, 2)}\n`);
    await applyRetention(store, options.keep);
    return manifest;
  } finally {
    await rm(part, { force: true });
  }
}

async function dumpTo(options: MakeBackupOptions, path: string): Promise<BackupFormat> {
  const { database } = options;
  if (database.driver === 'pglite') {
    // PGlite's own dump of its data folder (a gzipped tarball), taken between two statements.
    const blob = await database.dumpDataDir!();
    await writeFile(path, Buffer.from(await blob.arrayBuffer()));
    return 'pglite';
  }
  if (options.format !== 'logical' && database.url) {
    try {
      // A consistent snapshot by itself, compressed in its custom format.
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', '--file', path, '--dbname', database.url],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      return 'pg_dump';
    } catch (error) {
      options.onFallback?.(error);
    }
  }
  await database.db.transaction(
    async (tx) => {
      const gzip = createGzip();
      const done = pipeline(gzip, createWriteStream(path));
      await writeLogicalDump(tx, gzip, { migrations: migrationCount() });
      gzip.end();
      await done;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return 'logical';
}

/** Every stored manifest, newest first. */
export async function storedManifests(store: BackupStore): Promise<BackupManifest[]> {
  const names = (await store.list()).filter((name) => name.endsWith('.json'));
  const manifests = await Promise.all(
    names.map(async (name) => {
      try {
        return JSON.parse(await store.readText(name)) as BackupManifest;
      } catch {
        return null;
      }
    }),
  );
  return manifests
    .filter((m): m is BackupManifest => m !== null && typeof m.id === 'string' && typeof m.file === 'string')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

async function applyRetention(store: BackupStore, keep: number) {
  const manifests = await storedManifests(store);
  for (const old of manifests.slice(keep)) {
    await store.delete(old.file);
    await store.delete(`${old.id}.json`);
  }
}

export const manifestDto = (store: BackupStore, m: BackupManifest): BackupDto => ({
  id: m.id,
  createdAt: m.createdAt,
  size: m.size,
  sha256: m.sha256,
  location: store.location(m.file),
  status: 'complete',
  format: m.format,
});
