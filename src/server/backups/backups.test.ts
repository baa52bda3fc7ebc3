import { sql } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups, startBackup } from '#shared/contracts/backups.endpoints.ts';
import { runSeeders } from '../platform/seed.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import { seeders } from '../seed/seeders.ts';
import { createTestApp, type ApiClient, type TestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-db.ts';
import { signedInClient } from '../testing/users.ts';
import { startTestS3Server } from '../testing/s3-server.ts';
import { DiskBackupStore, S3BackupStore } from './backup-store.ts';
import { BackupService } from './backup-service.ts';
import { makeBackup, sha256OfFile, type BackupManifest } from './backup.ts';
import { publicTables } from './logical-dump.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

// Backups and restore: orders, licences, commissions and a release, backed up and
// restored into a fresh database, every table compared row by row (PGlite and PostgreSQL).
let t: TestApp;
let admin: ApiClient;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'novatick-backups-test-'));
  t = await createTestApp({ BACKUP_DIR: join(dir, 'store'), BACKUP_KEEP: '2' });
  admin = (await signedInClient(t.app, 'admin')).client;
  await runSeeders(t.app.db, seeders, { config: t.app.config, log: t.app.log, notes: [] });
}, 240_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function rowsOf(database: Database, table: string): Promise<string[]> {
  const result = (await database.db.execute(
    sql.raw(`select row_to_json(t)::text as r from public."${table}" t`),
  )) as unknown as { rows: Array<{ r: string }> };
  return result.rows.map((row) => row.r).sort();
}

async function count(database: Database, table: string) {
  return (await rowsOf(database, table)).length;
}

/** Every table of the public schema, row by row, and every sequence's position. */
async function expectSameData(source: Database, restored: Database) {
  const tables = await publicTables(source.db);
  expect(await publicTables(restored.db)).toEqual(tables);
  const different: string[] = [];
  for (const table of tables) {
    const [a, b] = [await rowsOf(source, table), await rowsOf(restored, table)];
    if (JSON.stringify(a) !== JSON.stringify(b)) different.push(`${table}: ${a.length} rows → ${b.length}`);
  }
  expect(different).toEqual([]);
  // No id is ever handed out twice: a sequence is where it was, or ahead (PostgreSQL logs
  // sequences 32 values ahead, and a restored PGlite folder starts from what was logged).
  const sequences = async (db: Database) =>
    new Map(
      (
        (await db.db.execute(
          sql`select sequencename as name, last_value::int as value from pg_sequences where schemaname = 'public'`,
        )) as unknown as { rows: Array<{ name: string; value: number | null }> }
      ).rows.map((r) => [r.name, r.value ?? 0]),
    );
  const [before, after] = [await sequences(source), await sequences(restored)];
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [name, value] of before) expect(after.get(name)!, name).toBeGreaterThanOrEqual(value);
}

/** A new empty database on the PostgreSQL server of the tests; dropped by the returned function. */
async function emptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `restore_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function restoredInto(manifest: BackupManifest, fn: (restored: Database) => Promise<void>) {
  const file = join(dir, 'store', manifest.file);
  if (onPostgres() && manifest.format !== 'pglite') {
    const target = await emptyPostgres();
    try {
      await restoreBackup({ file, url: target.url });
      // The target now holds data: a second restore is refused without --force, and replaces it with.
      await expect(restoreBackup({ file, url: target.url })).rejects.toBeInstanceOf(RestoreRefused);
      await restoreBackup({ file, url: target.url, force: true });
      const restored = openDatabase({ url: target.url, poolSize: 2 });
      try {
        await fn(restored);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
    return;
  }
  const dataDir = join(dir, `restored-${manifest.id}`);
  await restoreBackup({ file, dataDir });
  await expect(restoreBackup({ file, dataDir })).rejects.toBeInstanceOf(RestoreRefused);
  await restoreBackup({ file, dataDir, force: true });
  const restored = openDatabase({ dataDir });
  try {
    await fn(restored);
  } finally {
    await restored.close();
  }
}

describe('backups', () => {
  it('holds orders, licences, commissions and a release to back up', async () => {
    for (const table of ['orders', 'order_items', 'licences', 'affiliate_ledger', 'releases', 'users'])
      expect(await count(t.database, table), table).toBeGreaterThan(0);
  });

  it('starts one from the admin API and lists it with its size, SHA-256 and location', async () => {
    const started = await admin.call(startBackup, {});
    expect(started.status).toBe(201);
    if (!started.ok) throw new Error('not started');
    expect(started.body.backup.status).toBe('running');
    expect((await admin.call(startBackup, {})).body).toMatchObject({ code: 'backup_in_progress' });
    await t.app.backups.settled();
    const list = await admin.ok(listBackups, undefined);
    const [newest] = list.backups;
    expect(newest).toMatchObject({ status: 'complete', format: onPostgres() ? 'pg_dump' : 'pglite' });
    expect(existsSync(newest!.location)).toBe(true);
    expect(await sha256OfFile(newest!.location)).toBe(newest!.sha256);
    expect(readFileSync(newest!.location).length).toBe(newest!.size);
  }, 120_000);

  it('restores into a fresh database with every table the same, row by row', async () => {
    const manifest = (await t.app.backups.run())!;
    expect(manifest.releaseFiles.length).toBeGreaterThan(0);
    await restoredInto(manifest, (restored) => expectSameData(t.database, restored));
  }, 240_000);

  it.runIf(onPostgres())(
    'restores the logical dump made without pg_dump too',
    async () => {
      const manifest = await makeBackup({
        database: t.database,
        store: t.app.backups.store,
        keep: 5,
        workDir: join(dir, 'store'),
        format: 'logical',
      });
      expect(manifest.format).toBe('logical');
      await restoredInto(manifest, (restored) => expectSameData(t.database, restored));
    },
    240_000,
  );

  it.skipIf(onPostgres())(
    'backs up a PGlite folder the moment it is opened (npm run backup)',
    async () => {
      const manifest = (await t.app.backups.run())!;
      const dataDir = join(dir, 'cli-source');
      await restoreBackup({ file: join(dir, 'store', manifest.file), dataDir });
      const opened = openDatabase({ dataDir });
      try {
        const store = new DiskBackupStore(join(dir, 'cli-store'));
        const again = await makeBackup({ database: opened, store, keep: 1, workDir: store.dir });
        expect(again).toMatchObject({ format: 'pglite', status: 'complete' });
        expect(again.size).toBeGreaterThan(0);
      } finally {
        await opened.close();
      }
    },
    120_000,
  );

  it('refuses a damaged file', async () => {
    const manifest = (await t.app.backups.run())!;
    const file = join(dir, 'store', manifest.file);
    const { writeFile } = await import('node:fs/promises');
    const bytes = readFileSync(file);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    await writeFile(file, bytes);
    await expect(
      restoreBackup({ file, dataDir: join(dir, 'damaged'), url: onPostgres() ? 'postgres://x' : undefined }),
    ).rejects.toThrow(/SHA-256/);
  }, 120_000);

  it('keeps BACKUP_KEEP backups', async () => {
    await t.app.backups.run();
    await t.app.backups.run();
    const list = await admin.ok(listBackups, undefined);
    expect(list.backups.filter((b) => b.status === 'complete')).toHaveLength(2);
  }, 120_000);

  it('stores to S3 when BACKUP_S3_BUCKET is set', async () => {
    const s3 = await startTestS3Server('backups');
    const store = new S3BackupStore({
      bucket: 'backups',
      prefix: 'shop/',
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });
    try {
      const service = new BackupService({
        database: t.database,
        config: t.app.config,
        log: t.app.log,
        metrics: t.app.metrics,
        store,
      });
      const manifest = (await service.run())!;
      expect(await s3.keys()).toEqual([`shop/${manifest.file}`, `shop/${manifest.id}.json`].sort());
      const [listed] = await service.list();
      expect(listed).toMatchObject({ location: `s3://backups/shop/${manifest.file}`, sha256: manifest.sha256 });
      const local = join(dir, 'from-s3');
      await store.download(manifest.file, local);
      expect(await sha256OfFile(local)).toBe(manifest.sha256);
    } finally {
      store.destroy();
      await s3.close();
    }
  }, 120_000);
});
