import { centsToDollars } from '#shared/contracts/store.constants.ts';
import type { OrderTimelineEntry, RefundDto } from '#shared/contracts/refunds.ts';
import type { DbOrTx } from '../platform/db.ts';
import { remainingCents } from './refund-plan.ts';
import * as repo from './refunds.repo.ts';

// What the admin's order page shows of refunds: the refund rows and the order's timeline.

export async function refundsOf(db: DbOrTx, orderId: number): Promise<RefundDto[]> {
  const rows = await repo.refundsOfOrder(db, orderId);
  const items = await repo.itemIdsOfRefunds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    amount: centsToDollars(r.amountCents),
    status: r.status,
    source: r.source,
    itemIds: items.filter((i) => i.refundId === r.id).map((i) => i.orderItemId),
    providerRefundId: r.providerRefundId,
    reason: r.reason,
    requestedBy: r.requestedBy,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    creditNoteNumber: r.creditNoteNumber,
  }));
}

/** Placed and paid from the order row, then every stored event, oldest first; cents become dollars. */
export async function timelineOf(
  db: DbOrTx,
  order: { id: number; createdAt: Date; completedAt: Date | null },
): Promise<OrderTimelineEntry[]> {
  const entries: OrderTimelineEntry[] = [{ type: 'placed', at: order.createdAt.toISOString(), details: {} }];
  if (order.completedAt) entries.push({ type: 'paid', at: order.completedAt.toISOString(), details: {} });
  for (const event of await repo.orderEventsOf(db, order.id)) {
    const { amountCents, ...rest } = event.details;
    entries.push({
      type: event.type,
      at: event.createdAt.toISOString(),
      details: typeof amountCents === 'number' ? { ...rest, amount: centsToDollars(amountCents) } : rest,
    });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The items of an order given back by a succeeded refund (`refunded`) and those whose refund is
 * still pending (the provider did not answer yet: not refunded, their keys still active).
 */
export async function refundedItemIds(db: DbOrTx, orderId: number) {
  const rows = await repo.refundsOfOrder(db, orderId);
  const items = await repo.itemIdsOfRefunds(
    db,
    rows.filter((r) => r.status !== 'failed').map((r) => r.id),
  );
  const ofStatus = (status: 'succeeded' | 'pending') =>
    items.filter((i) => rows.find((r) => r.id === i.refundId)?.status === status).map((i) => i.orderItemId);
  /** Item id → the pending refund that holds it (what "Retry now" names). */
  const pendingRefundOf = new Map(
    items
      .filter((i) => rows.find((r) => r.id === i.refundId)?.status === 'pending')
      .map((i) => [i.orderItemId, i.refundId] as const),
  );
  return { refunded: ofStatus('succeeded'), pending: ofStatus('pending'), pendingRefundOf };
}

/**
 * Per order line, from the stored figures (`refund-plan.ts`): what was paid for it, tax
 * included, and what refunding its item now gives back (what remains of the line, never more
 * than remains of the order), so the admin's dialog names the amount the refund will really be.
 */
export async function lineRefundFigures(db: DbOrTx, order: { id: number; totalCents: number }) {
  const lines = await repo.planLinesOf(db, order.id);
  const orderLeft = remainingCents(lines, order.totalCents);
  return new Map(
    lines.map((l) => [
      l.id,
      {
        paidCents: l.paidCents,
        refundCents: l.givenBack ? 0 : Math.min(orderLeft, Math.max(0, l.paidCents - l.refundedCents)),
      },
    ]),
  );
}

/** Cents given back and still refundable. */
export async function refundTotals(db: DbOrTx, order: { id: number; totalCents: number }) {
  const rows = await repo.refundsOfOrder(db, order.id);
  const refunded = rows.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountCents, 0);
  const held = rows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountCents, 0);
  return { refundedCents: refunded, refundableCents: Math.max(0, order.totalCents - held) };
}
