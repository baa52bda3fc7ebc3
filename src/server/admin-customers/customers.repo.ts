import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { affiliates, referrals } from '../affiliates/affiliates.schema.ts';
import { oauthAccounts, sessions, users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { containsPattern } from '../platform/sql-like.ts';
import { indicators, licences, orders } from '../store/store.schema.ts';

// SQL for the admin's customer screens: every account, whatever its role.

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.email, pattern), ilike(users.displayName, pattern));
}

// The subquery names `users` in full: drizzle writes a lone column unqualified.
const summaryColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  role: users.role,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  paidOrders:
    sql<number>`(select count(*) from ${orders} o where o.user_id = ${users}.id and o.status in ('completed', 'refunded'))`.mapWith(
      Number,
    ),
};

/** Newest first, one page, with the number of matching accounts. */
export async function searchCustomers(db: DbOrTx, filter: { search?: string; limit: number; offset: number }) {
  const where = searchFilter(filter.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findCustomer(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      googleLinked: sql<boolean>`exists (select 1 from ${oauthAccounts} oa where oa.user_id = ${users}.id)`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function ordersOf(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ id: orders.id, status: orders.status, totalCents: orders.totalCents, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function licencesOf(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ id: licences.id, key: licences.key, product: indicators.name, status: licences.status })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(eq(licences.userId, userId))
    .orderBy(desc(licences.createdAt), desc(licences.id))
    .limit(limit);
}

export async function affiliateOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ code: affiliates.code, status: affiliates.status })
    .from(affiliates)
    .where(eq(affiliates.userId, userId));
  return row ?? null;
}

export async function referrerCodeOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ code: affiliates.code })
    .from(referrals)
    .innerJoin(affiliates, eq(affiliates.id, referrals.affiliateId))
    .where(eq(referrals.referredUserId, userId));
  return row?.code ?? null;
}

export async function liveSessionCount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}

/**
 * Locks every admin row (in id order, so two demotions queue up instead of deadlocking) and
 * returns their ids: the last-admin rule is checked under these locks.
 */
export async function lockAdmins(db: DbOrTx) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function emailOf(db: DbOrTx, id: number) {
  const [row] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, id));
  return row;
}
