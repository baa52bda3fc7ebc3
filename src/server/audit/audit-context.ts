import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Db, Tx } from '../platform/db.ts';
import { auditLog } from './audit.schema.ts';

/** Who made an audited call and what it was; built per request by `audit-routes-hook.ts`. */
export interface AuditEntry {
  actorType: 'user' | 'api_key';
  actorUserId: number | null;
  actorApiKeyId: number | null;
  actorLabel: string;
  action: string;
  target: string | null;
  summary: { before?: unknown; after?: unknown };
  ip: string | null;
  requestId: string | null;
}

/**
 * The audit row of one request. `open` until a write claims it; `claimed` while the transaction
 * that will carry it runs; `recorded` once that transaction committed; `closed` when the handler
 * has returned (later background work of the request never records it).
 */
export class AuditContext {
  state: 'open' | 'claimed' | 'recorded' | 'closed' = 'open';
  constructor(readonly entry: AuditEntry) {}
}

const storage = new AsyncLocalStorage<AuditContext>();
const CAPTURED = Symbol('auditCaptured');

export const runAudited = <T>(context: AuditContext, fn: () => Promise<T>) => storage.run(context, fn);
export const currentAudit = () => storage.getStore();
/**
 * Runs `fn` outside the caller's audit context: work a request starts and leaves running (a backup)
 * must not write the request's audit row from its own, later transaction.
 */
export const outsideAudit = <T>(fn: () => T): T => storage.exit(fn);

/**
 * A service may note the state before its change (`{ url, events }` of a webhook it edits); the
 * row written with the change carries it as `summary.before`. Does nothing outside an audited call.
 */
export function noteAuditBefore(before: unknown) {
  const context = storage.getStore();
  if (context && context.state === 'open') context.entry.summary.before = before;
}

/** The row as drizzle inserts it. */
export const auditValues = (entry: AuditEntry) => ({ ...entry, summary: entry.summary });

const AUDIT_INSERT_SQL =
  'insert into audit_log (actor_type, actor_user_id, actor_api_key_id, actor_label, action, target, summary, ip, request_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)';
const auditParams = (e: AuditEntry) => [
  e.actorType,
  e.actorUserId,
  e.actorApiKeyId,
  e.actorLabel,
  e.action,
  e.target,
  JSON.stringify(e.summary),
  e.ip,
  e.requestId,
];

/**
 * A create names no id in its input: the row's target takes the new row's id (`api-keys#12`)
 * from the answer of the call's first insert, or from what its transaction returned.
 */
function noteCreatedId(context: AuditContext, id: unknown) {
  const { entry } = context;
  if (entry.target === null || entry.target.includes('#')) return;
  if ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.length > 0 && id.length <= 64))
    entry.target = `${entry.target}#${id}`;
}

/** `id` of what a transaction returned: the id itself, an object's `id`, or its one member's (`{ indicator: { id } }`). */
function idOfResult(result: unknown, depth = 0): unknown {
  if (typeof result === 'number' || (typeof result === 'string' && depth === 0)) return result;
  if (!result || typeof result !== 'object' || Array.isArray(result)) return undefined;
  if ('id' in result) return (result as { id: unknown }).id;
  const values = Object.values(result);
  return depth === 0 && values.length === 1 ? idOfResult(values[0], 1) : undefined;
}

/** `id` of the first row an `insert … returning` answered (rows as objects or as arrays with `fields`). */
function idOfInsert(query: unknown, result: unknown): unknown {
  if (!/^\s*insert\b/i.test(sqlText(query))) return undefined;
  const r = result as { rows?: unknown[]; fields?: Array<{ name: string }> } | null;
  const row = r?.rows?.[0];
  if (Array.isArray(row)) {
    const index = r?.fields?.findIndex((field) => field.name === 'id') ?? -1;
    return index >= 0 ? row[index] : undefined;
  }
  return row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
}

/** A statement that changes data: insert, update, delete (or a `with` that does one of them). */
const WRITE = /^\s*(insert|update|delete|merge)\b|^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;
const sqlText = (query: unknown): string =>
  typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');

/** The request's row when this statement must carry it (the first write of an audited call). */
function claimFor(query: unknown): AuditContext | undefined {
  const context = storage.getStore();
  if (!context || context.state !== 'open' || !WRITE.test(sqlText(query))) return undefined;
  context.state = 'claimed';
  return context;
}

/** Rows a statement changed (node-postgres `rowCount`, PGlite `affectedRows`); unknown counts as some. */
function changedRows(result: unknown): boolean {
  const r = result as { rowCount?: number | null; affectedRows?: number } | null;
  const n = r?.rowCount ?? r?.affectedRows;
  return typeof n !== 'number' || n > 0;
}

async function settle<T>(context: AuditContext, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    if (context.state === 'claimed') context.state = 'recorded';
    return result;
  } catch (error) {
    // Rolled back: the row went with it; the next write (or the handler's end) records it.
    if (context.state === 'claimed') context.state = 'open';
    throw error;
  }
}

interface PgPoolLike {
  query: (...args: unknown[]) => Promise<unknown>;
  connect(): Promise<{ query: (...args: unknown[]) => Promise<unknown>; release(error?: unknown): void }>;
}
interface PgliteLike {
  query: (...args: unknown[]) => Promise<unknown>;
  transaction<T>(fn: (tx: { query: (...args: unknown[]) => Promise<unknown> }) => Promise<T>): Promise<T>;
}

/**
 * Makes the database write each audited call's row in the same transaction as the call's first
 * change, whatever the domain code looks like (decisions/audit-log-in-the-same-transaction.md):
 * - `db.transaction(fn)` on the root database appends the row at the end of `fn`, before COMMIT;
 * - a write statement sent outside a transaction runs inside one with the row (BEGIN, the
 *   statement, the row, COMMIT), at the driver (node-postgres pool or PGlite).
 * Outside an audited call nothing changes. Applied once per database by `buildApp`.
 */
export function captureAuditWrites(database: Database) {
  const db = database.db as Db & { $client: unknown; [CAPTURED]?: true };
  if (db[CAPTURED]) return;
  db[CAPTURED] = true;

  const transaction = db.transaction.bind(db);
  db.transaction = (async (fn: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const context = storage.getStore();
    if (!context || context.state !== 'open') return transaction(fn, config as never);
    context.state = 'claimed';
    return settle(context, () =>
      transaction(async (tx) => {
        const result = await fn(tx);
        noteCreatedId(context, idOfResult(result));
        await tx.insert(auditLog).values(auditValues(context.entry));
        return result;
      }, config as never),
    );
  }) as Db['transaction'];

  if (database.driver === 'postgres') {
    const pool = db.$client as PgPoolLike;
    const query = pool.query.bind(pool);
    pool.query = async (...args: unknown[]) => {
      const context = claimFor(args[0]);
      if (!context) return query(...args);
      return settle(context, async () => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await client.query(...args);
          noteCreatedId(context, idOfInsert(args[0], result));
          if (changedRows(result)) await client.query(AUDIT_INSERT_SQL, auditParams(context.entry));
          else context.state = 'open';
          await client.query('commit');
          client.release();
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          client.release();
          throw error;
        }
      });
    };
  } else {
    const client = db.$client as PgliteLike;
    const query = client.query.bind(client);
    client.query = async (...args: unknown[]) => {
      const context = claimFor(args[0]);
      if (!context) return query(...args);
      return settle(context, () =>
        client.transaction(async (tx) => {
          const result = await tx.query(...args);
          noteCreatedId(context, idOfInsert(args[0], result));
          if (changedRows(result)) await tx.query(AUDIT_INSERT_SQL, auditParams(context.entry));
          else context.state = 'open';
          return result;
        }),
      );
    };
  }
}

/** After the handler: a call that wrote nothing (or whose writes rolled back) still gets its row. */
export async function closeAudit(db: Db, context: AuditContext, succeeded: boolean) {
  const pending = context.state === 'open';
  context.state = 'closed';
  if (pending && succeeded) await db.insert(auditLog).values(auditValues(context.entry));
}
