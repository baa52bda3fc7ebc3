import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { orderItems, orders } from '../store/store.schema.ts';

/** The order with its customer's name and e-mail, for the invoice's buyer block. */
export async function findOrderWithCustomer(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ order: orders, customerName: users.displayName, customerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

export async function invoiceLines(db: DbOrTx, orderId: number) {
  return db
    .select({ name: orderItems.name, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

/** Completed (or since refunded) orders that have no invoice number yet, oldest completion first. */
export async function unnumberedInvoicedOrders(db: DbOrTx) {
  return db
    .select({ id: orders.id, completedAt: orders.completedAt, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        isNull(orders.invoiceNumber),
        inArray(orders.status, ['completed', 'partially_refunded', 'disputed', 'refunded']),
      ),
    )
    .orderBy(orders.completedAt, orders.id);
}
