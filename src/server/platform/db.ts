import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type ExtractTablesWithRelations, type Logger } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lockDataDir } from './db-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can compose several in one transaction (STYLE rule 11). */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections of this process (metrics): PostgreSQL's pool, PGlite's one. */
  poolUsage?(): { total: number; idle: number; waiting: number; max: number };
  /** PostgreSQL: the connection string (backups hand it to `pg_dump`). */
  url?: string;
  /** PGlite: its data folder as a gzipped tarball (`dumpDataDir`), for backups. */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Any fixed number works; it only has to be the same for every instance of the app. */
const MIGRATION_LOCK_KEY = 727_001;
/**
 * After every migration: a table another domain added with a column naming a user's rows gets
 * the trigger that marks that user's pages changed (drizzle/0039_user_view_triggers.sql).
 */
const INSTALL_USER_VIEW_TRIGGERS = 'select install_user_view_triggers()';

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string;
  /** PGlite: start from this dumped data folder (`dumpDataDir`), e.g. the tests' migrated template. */
  template?: Blob;
  poolSize?: number;
  /** Sees every SQL statement the app sends (tests count the round trips of a call). */
  logger?: Logger;
  /**
   * PostgreSQL: false sends every statement unnamed (parsed each time), for a connection pooler
   * in transaction mode, where a statement prepared on one server connection is unknown on the
   * next (PgBouncer before 1.21, or without `max_prepared_statements`). Default true.
   */
  namedStatements?: boolean;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url)
    return openPostgres(options.url, options.poolSize ?? 10, options.logger, options.namedStatements ?? true);
  return openPglite(options.dataDir, options.template, options.logger);
}

/**
 * Takes the name off every query a client sends: node-postgres then uses the unnamed statement,
 * which lives only until the next one, on whatever server connection the pooler lends.
 */
function sendUnnamed(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const named =
      typeof config === 'object' && config !== null && 'name' in config && !('submit' in config) && config.name;
    return query(named ? { ...config, name: undefined } : config, ...rest);
  }) as typeof client.query;
}

function openPostgres(url: string, max: number, logger: Logger | undefined, namedStatements: boolean): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  if (!namedStatements) pool.on('connect', sendUnnamed);
  // An idle connection the server closes (restart, failover, a dropped test database) must not
  // crash the process: the pool discards it and the next query opens a fresh one.
  pool.on('error', () => {});
  // The same for a connection checked out when the server goes away (PostgreSQL down):
  // its query fails (503 database_unavailable), but the client's own 'error' event has no pool
  // listener then and would be an uncaught exception.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several instances may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
        await client.query(INSTALL_USER_VIEW_TRIGGERS);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    url,
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite that gives the event loop a turn before each statement and each transaction. PGlite runs
 * a statement synchronously on this thread (WebAssembly) and resolves its result as a microtask,
 * so without a turn the statements of every view in flight ran back to back: the server read no
 * new request and wrote no finished answer in between, and under 50 concurrent signed-in `/orders`
 * views a few waited 5–10 s unread while p50 was 0.3 s. With a turn each, they are served in the
 * order they came (p99 4–6 s → 0.6–1.2 s, same throughput; `pglite-turns.test.ts`). Statements
 * inside a transaction take no turn: it holds the database until it ends.
 */
class TakingTurns extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(query, params, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurn();
    return super.transaction(callback);
  }
}

function openPglite(dataDir?: string, template?: Blob, logger?: Logger): Database {
  let release: (() => void) | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // Before PGlite touches the folder: a second process must not open it (db-lock.ts).
    release = lockDataDir(dataDir);
  }
  const client = template ? new TakingTurns({ dataDir, loadDataDir: template }) : new TakingTurns(dataDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), {
        migrationsFolder: MIGRATIONS_DIR,
      });
      await client.query(INSTALL_USER_VIEW_TRIGGERS);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolUsage: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    // Not before PGlite has started: a dump asked of a database still opening never answers.
    dumpDataDir: async () => {
      await client.waitReady;
      return (await client.dumpDataDir('gzip')) as Blob;
    },
    async close() {
      try {
        await client.close();
      } finally {
        release?.();
        release = undefined;
      }
    },
  };
}
