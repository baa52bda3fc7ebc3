import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { orderItems, orders } from '../store/store.schema.ts';

const orderWithCustomer = (db: DbOrTx, orderId: number) =>
  db
    .select({ order: orders, customerName: users.displayName, customerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));

/** The order with its customer's name and e-mail, for the buyer block of an invoice or credit note. */
export async function findOrderWithCustomer(db: DbOrTx, orderId: number) {
  const [row] = await orderWithCustomer(db, orderId);
  return row;
}

/**
 * The same, with the order's row (not the customer's) locked for the caller's transaction, so an
 * order that still needs its invoice number is numbered from this one read.
 */
export async function lockOrderWithCustomer(tx: Tx, orderId: number) {
  const [row] = await orderWithCustomer(tx, orderId).for('update', { of: orders });
  return row;
}

export async function invoiceLines(db: DbOrTx, orderId: number) {
  return (
    db
      // A bundle upgrade's line is its price less the credit, so the lines add up to the subtotal.
      .select({
        name: orderItems.name,
        priceCents: sql<number>`${orderItems.priceCents} - ${orderItems.upgradeCreditCents}`.mapWith(Number),
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id)
  );
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
