import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { preparedPerDatabase } from '../platform/prepared.ts';
import type { PlanLine, RefundPlanLine } from './refund-plan.ts';
import { licences, orderItems, orders } from '../store/store.schema.ts';
import {
  orderDisputes,
  orderEvents,
  orderPayments,
  refundItems,
  refundLines,
  refunds,
  type DisputeStatus,
  type OrderEventType,
  type RefundSource,
  type RefundStatus,
} from './refunds.schema.ts';

// SQL of refunds, disputes and the order timeline. The order and licence rows belong to the
// store and to licences: this domain reads them here and changes their status through their
// owners' faces (`setOrderStatus`, `setLicenceStatus`).

export type RefundRow = typeof refunds.$inferSelect;
export type DisputeRow = typeof orderDisputes.$inferSelect;

export async function refundsOfOrder(db: DbOrTx, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export async function findRefund(db: DbOrTx, id: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function lockRefund(db: DbOrTx, id: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function setCreditNote(db: DbOrTx, id: number, creditNoteNumber: string, at: Date) {
  await db.update(refunds).set({ creditNoteNumber, creditNotedAt: at }).where(eq(refunds.id, id));
}

export async function itemIdsOfRefunds(db: DbOrTx, refundIds: number[]) {
  if (refundIds.length === 0) return [];
  return db.select().from(refundItems).where(inArray(refundItems.refundId, refundIds));
}

export async function insertRefund(
  db: DbOrTx,
  values: {
    orderId: number;
    amountCents: number;
    /** The tax inside the amount: the sum of `lines`' tax. */
    taxCents: number;
    /** What it gives back of each order line (`refund-plan.ts`); they add up to the amount. */
    lines: RefundPlanLine[];
    source: RefundSource;
    status?: RefundStatus;
    providerRefundId?: string | null;
    reason?: string | null;
    requestedBy?: number | null;
    attemptStartedAt?: Date | null;
    itemIds: number[];
  },
) {
  const { itemIds, lines, ...row } = values;
  const [refund] = await db
    .insert(refunds)
    .values({ ...row, settledAt: row.status && row.status !== 'pending' ? new Date() : null })
    .returning();
  if (itemIds.length > 0)
    await db.insert(refundItems).values(itemIds.map((orderItemId) => ({ refundId: refund!.id, orderItemId })));
  if (lines.length > 0) await db.insert(refundLines).values(lines.map((l) => ({ ...l, refundId: refund!.id })));
  return refund!;
}

/** The lines of these refunds: what each gave back of each order line, and its tax. */
export async function linesOfRefunds(db: DbOrTx, refundIds: number[]) {
  if (refundIds.length === 0) return [];
  return db.select().from(refundLines).where(inArray(refundLines.refundId, refundIds));
}

/**
 * The order's lines as a refund plan reads them (`refund-plan.ts`): what each was paid, its tax,
 * what pending and succeeded refunds gave back of it and whether its item was given back.
 */
export async function planLinesOf(db: DbOrTx, orderId: number): Promise<PlanLine[]> {
  const items = await orderItemsOf(db, orderId);
  const given = (await refundsOfOrder(db, orderId)).filter((r) => r.status !== 'failed').map((r) => r.id);
  const lines = await linesOfRefunds(db, given);
  const back = new Set((await itemIdsOfRefunds(db, given)).map((i) => i.orderItemId));
  return items.map((item) => ({
    id: item.id,
    paidCents: item.paidCents,
    taxCents: item.taxCents,
    refundedCents: lines.filter((l) => l.orderItemId === item.id).reduce((sum, l) => sum + l.amountCents, 0),
    givenBack: back.has(item.id),
  }));
}

/** Claims a pending refund for one provider call; false when another request holds a fresh claim. */
export async function claimAttempt(db: DbOrTx, id: number, staleBefore: Date): Promise<boolean> {
  return claimLease(db, id, 'pending', staleBefore);
}

/**
 * Takes the lease on a succeeded refund's unfinished cascade: none held, or held since before
 * `staleBefore` (its runner died). The runner that settled the refund holds it from the settling.
 */
export async function claimCascade(db: DbOrTx, id: number, staleBefore: Date): Promise<boolean> {
  return claimLease(db, id, 'succeeded', staleBefore);
}

/** One lease column serves both: the provider call of a pending refund, the cascade of a succeeded one. */
async function claimLease(db: DbOrTx, id: number, status: 'pending' | 'succeeded', staleBefore: Date) {
  const rows = await db
    .update(refunds)
    .set({ attemptStartedAt: sql`now()` })
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, status),
        or(isNull(refunds.attemptStartedAt), lt(refunds.attemptStartedAt, staleBefore)),
      ),
    )
    .returning({ id: refunds.id });
  return rows.length > 0;
}

export async function releaseAttempt(db: DbOrTx, id: number) {
  await db.update(refunds).set({ attemptStartedAt: null }).where(eq(refunds.id, id));
}

/** pending → succeeded | failed, once; false when it was settled already. */
export async function settleRefund(
  db: DbOrTx,
  id: number,
  outcome: { status: 'succeeded' | 'failed'; providerRefundId?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({
      status: outcome.status,
      settledAt: sql`now()`,
      // A success is settled by the runner of its cascade, which holds the lease until the end.
      attemptStartedAt: outcome.status === 'succeeded' ? sql`now()` : null,
      ...(outcome.providerRefundId ? { providerRefundId: outcome.providerRefundId } : {}),
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

export async function setProviderRefundId(db: DbOrTx, id: number, providerRefundId: string) {
  await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, id));
}

export async function findRefundByProviderId(db: DbOrTx, providerRefundId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

/** Moves the cascade from `step - 1` to `step`; false when that step ran already. */
export async function advanceCascade(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ cascadeStep: step })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'succeeded'), eq(refunds.cascadeStep, step - 1)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** Succeeded refunds whose cascade did not finish (a crash or a failing step): a retry resumes them. */
export async function unfinishedCascades(db: DbOrTx, orderId: number, lastStep: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded'), lt(refunds.cascadeStep, lastStep)))
    .orderBy(asc(refunds.id));
}

// --- Orders and licences ------------------------------------------------------------------------

export async function findOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The licences of these order items, with their order item. */
export async function licencesOfItems(db: DbOrTx, orderItemIds: number[]) {
  if (orderItemIds.length === 0) return [];
  return db
    .select({ id: licences.id, key: licences.key, status: licences.status, orderItemId: licences.orderItemId })
    .from(licences)
    .where(inArray(licences.orderItemId, orderItemIds))
    .orderBy(asc(licences.id));
}

export async function orderItemsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

// --- Provider payments and disputes -------------------------------------------------------------

export async function rememberPayment(db: DbOrTx, row: { orderId: number; provider: string; paymentIntentId: string }) {
  await db.insert(orderPayments).values(row).onConflictDoNothing();
}

export async function orderOfPayment(db: DbOrTx, provider: string, paymentIntentId: string) {
  const [row] = await db
    .select({ orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(and(eq(orderPayments.provider, provider), eq(orderPayments.paymentIntentId, paymentIntentId)));
  return row?.orderId;
}

export async function insertDispute(
  db: DbOrTx,
  row: { id: string; orderId: number; amountCents: number; reason: string | null },
): Promise<boolean> {
  const rows = await db.insert(orderDisputes).values(row).onConflictDoNothing().returning({ id: orderDisputes.id });
  return rows.length > 0;
}

export async function findDispute(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.id, id));
  return row;
}

export async function lockDispute(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.id, id)).for('update');
  return row;
}

export async function setDisputeSuspended(db: DbOrTx, id: string, licenceIds: number[]) {
  await db.update(orderDisputes).set({ suspendedLicenceIds: licenceIds }).where(eq(orderDisputes.id, id));
}

export async function closeDispute(db: DbOrTx, id: string, status: Exclude<DisputeStatus, 'open'>) {
  await db
    .update(orderDisputes)
    .set({ status, closedAt: sql`now()` })
    .where(eq(orderDisputes.id, id));
}

export async function openDisputesOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderDisputes)
    .where(and(eq(orderDisputes.orderId, orderId), eq(orderDisputes.status, 'open')));
}

// --- Timeline -----------------------------------------------------------------------------------

/** Appends a timeline entry; with a `dedupeKey`, at most once (false when it exists). */
export async function appendOrderEvent(
  db: DbOrTx,
  event: {
    orderId: number;
    type: OrderEventType;
    details?: Record<string, string | number | null>;
    dedupeKey?: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(orderEvents)
    .values({ ...event, details: event.details ?? {} })
    .onConflictDoNothing()
    .returning({ id: orderEvents.id });
  return rows.length > 0;
}

export async function orderEventsOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

const ordersRefunds = preparedPerDatabase((db) =>
  db
    .select({
      orderId: refunds.orderId,
      refundId: refunds.id,
      amountCents: refunds.amountCents,
      number: refunds.creditNoteNumber,
      issuedAt: refunds.creditNotedAt,
    })
    .from(refunds)
    .where(and(sql`${refunds.orderId} = any(${sql.placeholder('orderIds')})`, eq(refunds.status, 'succeeded')))
    .orderBy(asc(refunds.id))
    .prepare('orders_succeeded_refunds'),
);

/**
 * The succeeded refunds of these orders, oldest first, with their credit notes (number and date,
 * null until issued): the customer's /orders adds them up and lists the notes from this one query.
 */
export async function succeededRefundsOfOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return ordersRefunds(db).execute({ orderIds });
}

/** Account deletion: order timelines stay for accounting; the address each e-mail went to goes. */
export async function scrubOrderTimelines(db: DbOrTx, userId: number) {
  await db
    .update(orderEvents)
    .set({ details: sql`${orderEvents.details} - 'to'` })
    .where(inArray(orderEvents.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
}
