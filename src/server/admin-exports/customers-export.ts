import { and, gt, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import { orders } from '../store/store.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { CsvColumn } from './csv.ts';
import { inRange, type DateRange } from '../platform/date-range.ts';

// customers.csv: accounts created in the range. `paid_orders` counts every paid order (completed,
// refunded in whole or in part, disputed); `total_spent` is net of refunds (fully refunded orders
// count nothing, partial refunds are subtracted), over the account's lifetime.

// The subqueries name `users` in full: drizzle writes a lone column unqualified, which would
// read as `o.id` inside them.
type CustomerRow = Awaited<ReturnType<typeof customersAfter>>[number];

export async function customersAfter(db: DbOrTx, range: DateRange, after: number | undefined, size: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.displayName,
      role: users.role,
      createdAt: users.createdAt,
      paidOrders:
        sql<number>`(select count(*) from ${orders} o where o.user_id = ${users}.id and o.status in ('completed', 'refunded', 'partially_refunded', 'disputed'))`.mapWith(
          Number,
        ),
      spentCents:
        sql<number>`(select coalesce(sum(o.total_cents - coalesce((select sum(r.amount_cents) from refunds r where r.order_id = o.id and r.status = 'succeeded'), 0)), 0) from ${orders} o where o.user_id = ${users}.id and o.status in ('completed', 'partially_refunded', 'disputed'))`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(and(inRange(users.createdAt, range), after === undefined ? undefined : gt(users.id, after)))
    .orderBy(users.id)
    .limit(size);
}

export const CUSTOMER_COLUMNS: readonly CsvColumn<CustomerRow>[] = [
  { header: 'customer_id', kind: 'integer', value: (r) => r.id },
  { header: 'email', kind: 'text', value: (r) => r.email },
  { header: 'name', kind: 'text', value: (r) => r.name },
  { header: 'role', kind: 'text', value: (r) => r.role },
  { header: 'created_at', kind: 'timestamp', value: (r) => r.createdAt },
  { header: 'paid_orders', kind: 'integer', value: (r) => r.paidOrders },
  { header: 'total_spent', kind: 'money', value: (r) => r.spentCents },
];
