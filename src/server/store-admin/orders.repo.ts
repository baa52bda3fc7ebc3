import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { orderItems, orders, type OrderStatus } from '../store/store.schema.ts';
import { containsPattern } from '../platform/sql-like.ts';

// SQL for the admin's order screens. The store domain owns these tables; the admin reads across
// every customer, which the customer-side queries (scoped to one user) never do.

export interface OrderListFilter {
  search?: string;
  status?: OrderStatus;
  limit: number;
  offset: number;
}

/** `%` and `_` typed into the search box are matched literally. */

function orderFilter({ search, status }: Pick<OrderListFilter, 'search' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(orders.status, status));
  if (search) {
    const idMatch = /^#?(\d{1,9})$/.exec(search);
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.displayName, pattern),
        idMatch ? eq(orders.id, Number(idMatch[1])) : undefined,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const summaryColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  status: orders.status,
  totalCents: orders.totalCents,
  itemCount: sql<number>`(select count(*)::int from ${orderItems} oi where oi.order_id = ${orders.id})`,
  customerId: users.id,
  customerEmail: users.email,
  customerName: users.displayName,
};

/** Newest first, one page, with the number of matching orders. */
export async function listOrders(db: DbOrTx, filter: OrderListFilter) {
  const where = orderFilter(filter);
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { rows, totalCount: count?.n ?? 0 };
}

export async function findOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      subtotalCents: orders.subtotalCents,
      taxCents: orders.taxCents,
      currency: orders.currency,
      paymentProvider: orders.paymentProvider,
      paymentRef: orders.paymentRef,
      completedAt: orders.completedAt,
      refundedAt: orders.refundedAt,
      invoiceNumber: orders.invoiceNumber,
      discountCode: orders.discountCode,
      discountCents: orders.discountCents,
      taxCountry: orders.taxCountry,
      taxRateBp: orders.taxRateBp,
      pricesIncludeTax: orders.pricesIncludeTax,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

export async function itemsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}
