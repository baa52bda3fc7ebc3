import { sql, type SQL } from 'drizzle-orm';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';

/**
 * The portable backup format (decisions/backups.md): every table of the `public` schema as JSON
 * rows (`row_to_json`), one line per batch, read in one repeatable-read snapshot, and written back
 * with `json_populate_recordset`, which turns each JSON value into its column's type again. Used on
 * PostgreSQL when `pg_dump` is not there (or fails), and by the tests on both databases.
 */
export const LOGICAL_FORMAT = 'novatick-logical';
const BATCH_ROWS = 500;

type Rows<T> = { rows: T[] };
async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The public schema's tables, parents before the tables that point at them (foreign keys). */
export async function publicTables(db: DbOrTx): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).map((t) => t.name);
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public' order by 1, 2`,
  );
  const unquote = (name: string) => name.replace(/^public\./, '').replace(/^"(.*)"$/, '$1');
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const edge of edges) {
    const child = unquote(edge.child);
    const parent = unquote(edge.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (seen.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    path.delete(table);
    seen.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Columns a row may be written to (stored generated columns are computed again). */
async function writableColumns(db: DbOrTx, table: string): Promise<string[]> {
  return (
    await query<{ name: string }>(
      db,
      sql`select a.attname as name from pg_attribute a
          where a.attrelid = ${`public.${ident(table)}`}::regclass and a.attnum > 0 and not a.attisdropped
            and a.attgenerated = '' order by a.attnum`,
    )
  ).map((c) => c.name);
}

/** Writes the dump of `tx` (a repeatable-read snapshot) as JSON lines. */
export async function writeLogicalDump(tx: DbOrTx, out: Writable, header: Record<string, unknown>) {
  const write = (line: unknown) =>
    new Promise<void>((resolve, reject) =>
      out.write(`${JSON.stringify(line)}\n`, (error) => (error ? reject(error) : resolve())),
    );
  const tables = await publicTables(tx);
  await write({ format: LOGICAL_FORMAT, version: 1, ...header, tables });
  for (const table of tables) {
    for (let offset = 0; ; offset += BATCH_ROWS) {
      const rows = await query<{ row: unknown }>(
        tx,
        sql.raw(
          `select row_to_json(t) as row from public.${ident(table)} t order by t.ctid limit ${BATCH_ROWS} offset ${offset}`,
        ),
      );
      if (rows.length === 0) break;
      await write({ table, rows: rows.map((r) => r.row) });
      if (rows.length < BATCH_ROWS) break;
    }
  }
  const sequences = await query<{ name: string; value: string | null }>(
    tx,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  await write({ sequences });
}

/** Reads a logical dump's first line (its header). */
export interface LogicalHeader {
  format: string;
  version: number;
  migrations?: number;
  tables: string[];
}

/**
 * Writes a logical dump into a migrated database whose tables are emptied first, in one
 * transaction: triggers off (as superuser `session_replication_role = replica`, else each table's
 * own triggers), rows in foreign-key order, then every sequence where it was.
 */
export async function restoreLogicalDump(db: Db, input: Readable, expectMigrations: number): Promise<LogicalHeader> {
  // The iterator from the start: readline emits lines as soon as the input flows, and an
  // iterator made later (after the transaction began) would miss them.
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let header: LogicalHeader | null = null;
  await db.transaction(async (tx: Tx) => {
    const tables = await publicTables(tx);
    const [role] = await query<{ superuser: boolean }>(
      tx,
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
    else
      for (const table of tables) await tx.execute(sql.raw(`alter table public.${ident(table)} disable trigger user`));
    await tx.execute(
      sql.raw(`truncate ${tables.map((t) => `public.${ident(t)}`).join(', ')} restart identity cascade`),
    );
    const columns = new Map<string, string[]>();
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (!line.trim()) continue;
      const item = JSON.parse(line) as Record<string, unknown>;
      if (!header) {
        header = item as unknown as LogicalHeader;
        if (header.format !== LOGICAL_FORMAT) throw new Error('Not a NovaTick logical backup.');
        if (header.migrations !== undefined && header.migrations !== expectMigrations)
          throw new Error(
            `The backup was made with ${header.migrations} migrations and this version has ${expectMigrations}: restore it with the version that made it.`,
          );
        continue;
      }
      if (typeof item.table === 'string') {
        const table = item.table;
        if (!tables.includes(table)) throw new Error(`The backup holds a table this version does not know: ${table}`);
        let cols = columns.get(table);
        if (!cols) columns.set(table, (cols = await writableColumns(tx, table)));
        const list = cols.map(ident).join(', ');
        await tx.execute(
          sql`${sql.raw(`insert into public.${ident(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::public.${ident(table)}, `)}${JSON.stringify(item.rows)}${sql.raw('::json)')}`,
        );
      } else if (Array.isArray(item.sequences)) {
        for (const seq of item.sequences as Array<{ name: string; value: string | null }>) {
          if (seq.value === null) continue;
          await tx.execute(sql`select setval(${`public.${ident(seq.name)}`}::regclass, ${seq.value}::bigint, true)`);
        }
      }
    }
    if (!header) throw new Error('The backup is empty.');
    if (!role?.superuser)
      for (const table of tables) await tx.execute(sql.raw(`alter table public.${ident(table)} enable trigger user`));
  });
  return header!;
}
