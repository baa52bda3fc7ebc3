import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { preparedPerDatabase } from '../platform/prepared.ts';
import {
  indicators,
  licenceActivations,
  licences,
  orderItems,
  orders,
  paymentEvents,
  type OrderStatus,
} from './store.schema.ts';

// Orders as their customer sees them, always filtered by the owner's id.

export type OrderRow = typeof orders.$inferSelect;

const userOrders = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .prepare('user_orders'),
);

export async function listUserOrders(db: DbOrTx, userId: number, limit: number): Promise<OrderRow[]> {
  return userOrders(db).execute({ userId, limit });
}

export async function itemsOfOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ ...getTableColumns(orderItems), kind: indicators.kind })
    .from(orderItems)
    .innerJoin(indicators, eq(indicators.id, orderItems.indicatorId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

type LicenceRow = typeof licences.$inferSelect;
type ActivationRow = typeof licenceActivations.$inferSelect;
export type LicenceWithActivations = LicenceRow & { activations: ActivationRow[] };

/** Rows of licence ⟕ activation, in activation order, folded into one entry per licence (first seen first). */
function foldActivations(rows: Array<{ licence: LicenceRow | null; activation: ActivationRow | null }>) {
  const byId = new Map<number, LicenceWithActivations>();
  for (const { licence, activation } of rows) {
    if (!licence) continue;
    let entry = byId.get(licence.id);
    if (!entry) byId.set(licence.id, (entry = { ...licence, activations: [] }));
    if (activation) entry.activations.push(activation);
  }
  return [...byId.values()];
}

/** Oldest activation first, as validate counts them (activation-dto.ts). */
const activationOrder = [asc(licenceActivations.activatedAt), asc(licenceActivations.id)];

/**
 * The licences of these order items, each with its activated machines (oldest first), in one
 * round trip. Used by the admin's order detail; the customer's /orders reads the same rows with
 * its items (`itemsWithLicences`), so both show the same machines.
 */
export async function licencesWithActivations(db: DbOrTx, orderItemIds: number[]): Promise<LicenceWithActivations[]> {
  if (orderItemIds.length === 0) return [];
  const rows = await db
    .select({ licence: getTableColumns(licences), activation: getTableColumns(licenceActivations) })
    .from(licences)
    .leftJoin(licenceActivations, eq(licenceActivations.licenceId, licences.id))
    .where(inArray(licences.orderItemId, orderItemIds))
    .orderBy(asc(licences.id), ...activationOrder);
  return foldActivations(rows);
}

const ordersItems = preparedPerDatabase((db) =>
  db
    .select({
      item: {
        ...getTableColumns(orderItems),
        kind: indicators.kind,
        // Whether the product sells renewals now (its window and renewal price).
        updatesMonths: indicators.updatesMonths,
        renewalPriceCents: indicators.renewalPriceCents,
      },
      licence: getTableColumns(licences),
      activation: getTableColumns(licenceActivations),
    })
    .from(orderItems)
    .innerJoin(indicators, eq(indicators.id, orderItems.indicatorId))
    .leftJoin(licences, eq(licences.orderItemId, orderItems.id))
    .leftJoin(licenceActivations, eq(licenceActivations.licenceId, licences.id))
    .where(sql`${orderItems.orderId} = any(${sql.placeholder('orderIds')})`)
    .orderBy(asc(orderItems.id), ...activationOrder)
    .prepare('orders_items_licences'),
);

/**
 * The items of these orders (oldest first) with their product's kind, and the items' licences
 * with their machines (oldest activation first): one round trip for the customer's /orders.
 */
export async function itemsWithLicences(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return { items: [], licences: [] };
  const rows = await ordersItems(db).execute({ orderIds });
  const items = new Map(rows.map((row) => [row.item.id, row.item]));
  return { items: [...items.values()], licences: foldActivations(rows) };
}

// --- Writing orders (checkout and payment completion) -------------------------------------------

export async function findByCheckoutKey(db: DbOrTx, checkoutKey: string) {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutKey, checkoutKey));
  return row;
}

export async function findByPaymentRef(db: DbOrTx, provider: string, ref: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentRef, ref)));
  return row;
}

/**
 * The user's other orders still waiting for payment, locked until the transaction ends, each with
 * what it buys and whether its payment is being opened right now (no page yet, placed within
 * `inFlightSeconds`): checkout uses them so two payments for the same rights are never open at once.
 */
export async function lockPendingOrdersOf(db: DbOrTx, userId: number, inFlightSeconds: number) {
  const rows = await db
    .select({
      ...getTableColumns(orders),
      inFlight: sql<boolean>`(${orders.paymentRef} is null and ${orders.createdAt} > now() - make_interval(secs => ${inFlightSeconds}))`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .orderBy(asc(orders.id))
    .for('update');
  const items = await itemsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((order) => ({ ...order, items: items.filter((i) => i.orderId === order.id) }));
}

/** Records a payment provider's event id; false when it was recorded before (a replay). */
export async function recordPaymentEvent(db: DbOrTx, event: { id: string; provider: string; type: string }) {
  const [fresh] = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return fresh !== undefined;
}

/** The order row locked until the transaction ends: completion, cancellation and refunds queue up on it. */
export async function lockOrder(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/** Several orders in one statement (the customer import); ids in the order given. */
export async function insertOrders(db: DbOrTx, values: Array<typeof orders.$inferInsert>) {
  return db.insert(orders).values(values).returning({ id: orders.id });
}

export async function insertItems(db: DbOrTx, values: Array<typeof orderItems.$inferInsert>) {
  return db.insert(orderItems).values(values).returning();
}

export async function setPaymentRef(db: DbOrTx, id: number, ref: string | null) {
  await db.update(orders).set({ paymentRef: ref }).where(eq(orders.id, id));
}

export async function markCompleted(db: DbOrTx, id: number) {
  await db
    .update(orders)
    .set({ status: 'completed', completedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/**
 * A checkout that could not start paying (the provider failed, or completing failed) leaves
 * nothing behind: its pending order and items go, unless something completed it meanwhile.
 */
export async function discardUnpaidOrder(db: DbOrTx, id: number) {
  await db.delete(orders).where(and(eq(orders.id, id), eq(orders.status, 'pending')));
}

/** Numbers a completed order's invoice (the number comes from the invoices domain, same transaction). */
export async function setInvoiceNumber(db: DbOrTx, id: number, invoiceNumber: string, at?: Date) {
  await db
    .update(orders)
    .set({ invoiceNumber, invoicedAt: at ?? sql`now()` })
    .where(eq(orders.id, id));
}

export async function markCancelled(db: DbOrTx, id: number) {
  await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
}

/** A replaced order whose payment still arrived waits for completion again (its checkout key stays released). */
export async function reopen(db: DbOrTx, id: number) {
  await db
    .update(orders)
    .set({ status: 'pending' })
    .where(and(eq(orders.id, id), eq(orders.status, 'cancelled')));
}

/** An abandoned order gives its checkout key up, so the same cart can be checked out again. */
export async function releaseCheckoutKey(db: DbOrTx, id: number) {
  await db
    .update(orders)
    .set({ checkoutKey: sql`${orders.checkoutKey} || ':released:' || ${orders.id}` })
    .where(eq(orders.id, id));
}

/** Product settings a licence copies at purchase time (a later change never alters an old licence). */
export async function licenceTermsOf(db: DbOrTx, indicatorIds: number[]) {
  if (indicatorIds.length === 0) return [];
  return db
    .select({ id: indicators.id, machineLimit: indicators.machineLimit, updatesMonths: indicators.updatesMonths })
    .from(indicators)
    .where(inArray(indicators.id, indicatorIds));
}

/** A refund or dispute changed what the order is worth: its status (refunded sets `refundedAt` once). */
export async function setOrderStatus(db: DbOrTx, orderId: number, status: OrderStatus) {
  await db
    .update(orders)
    .set({ status, ...(status === 'refunded' ? { refundedAt: sql`coalesce(${orders.refundedAt}, now())` } : {}) })
    .where(eq(orders.id, orderId));
}

/** The customer import: an order's total is the sum of its lines' prices (no discount, tax or credit is known). */
export async function totalOrdersFromLines(db: DbOrTx, orderIds: number[]) {
  await db.execute(sql`
      update orders o set subtotal_cents = s.total, total_cents = s.total
      from (select order_id, sum(price_cents)::int as total from order_items
            where order_id in ${orderIds} group by order_id) s
      where o.id = s.order_id`);
}

/** A failed import's orders go (their lines go with them). */
export async function deleteOrdersIn(db: DbOrTx, ids: SQL) {
  await db.execute(sql`delete from orders where id in ${ids}`);
}
