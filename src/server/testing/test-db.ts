import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Logger } from 'drizzle-orm';
import { openDatabase, type Database } from '../platform/db.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a database of
 * its own on the PostgreSQL server at TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(
  options: { poolSize?: number; logger?: Logger; namedStatements?: boolean } = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // From the migrated template of the run (pglite-template.ts): `migrate()` then has nothing to do.
    // Outside Vitest (the load scripts) there is no template: migrate from scratch.
    const template = process.env.VITEST ? (await import('vitest')).inject('pgliteTemplate') : null;
    const database = openDatabase({
      ...(template ? { template: new Blob([readFileSync(template)]) } : {}),
      logger: options.logger,
    });
    await database.migrate();
    return database;
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({
    url: url.toString(),
    poolSize: options.poolSize ?? 20,
    logger: options.logger,
    namedStatements: options.namedStatements,
  });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
