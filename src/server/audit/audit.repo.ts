import { and, count, desc, gte, ilike, like, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { containsPattern } from '../platform/sql-like.ts';
import { auditLog } from './audit.schema.ts';

export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
}

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? ilike(auditLog.actorLabel, containsPattern(filter.actor)) : undefined,
    filter.action
      ? or(like(auditLog.action, startsWith(filter.action)), like(auditLog.action, `GET ${startsWith(filter.action)}`))
      : undefined,
    filter.target ? like(auditLog.target, startsWith(filter.target)) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

export async function pageAudit(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(condition).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Rows older than `before` (an id), newest first: the CSV export's keyset batches. */
export function auditBefore(db: DbOrTx, filter: AuditFilter, before: number | undefined, size: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(where(filter), before === undefined ? undefined : lte(auditLog.id, before - 1)))
    .orderBy(desc(auditLog.id))
    .limit(size);
}

export type AuditRow = typeof auditLog.$inferSelect;
