import { recordLicenceEvent, setLicenceStatus } from '../licences/index.ts';
import type { Tx } from '../platform/db.ts';
import { lockOrder, orderEventOf, runOrderHooks } from '../store/index.ts';
import { refreshOrderStatus, type RefundDeps } from './refund-cascade.ts';
import { planRefund, remainingCents } from './refund-plan.ts';
import * as repo from './refunds.repo.ts';

// Chargebacks: an open dispute suspends the order's keys and holds the commission;
// won, both come back; lost, the money is gone: a `dispute` refund runs the refund cascade.

/** Inside the webhook's transaction. Once per dispute id. */
export async function disputeOpened(
  tx: Tx,
  deps: RefundDeps,
  dispute: { id: string; orderId: number; amountCents: number; reason: string | null },
): Promise<boolean> {
  const order = await lockOrder(tx, dispute.orderId);
  if (!order || !(await repo.insertDispute(tx, dispute))) return false;
  const items = await repo.orderItemsOf(tx, order.id);
  const keys = await repo.licencesOfItems(
    tx,
    items.map((i) => i.id),
  );
  const suspended = await setLicenceStatus(
    tx,
    keys.map((k) => k.id),
    'suspended',
    ['active'],
  );
  for (const licenceId of suspended)
    await recordLicenceEvent(tx, { licenceId, type: 'suspended', actor: 'system', details: { reason: 'dispute' } });
  await repo.setDisputeSuspended(tx, dispute.id, suspended);
  await refreshOrderStatus(tx, order.id);
  await repo.appendOrderEvent(tx, {
    orderId: order.id,
    type: 'dispute_opened',
    details: { disputeId: dispute.id, amountCents: dispute.amountCents, reason: dispute.reason },
    dedupeKey: `dispute:${dispute.id}:opened`,
  });
  await runOrderHooks(deps.hooks, 'disputed', tx, {
    ...orderEventOf(order, deps.site),
    dispute: { id: dispute.id },
  });
  return true;
}

/**
 * Inside the webhook's transaction. Won: the keys it suspended are active again and the hold is
 * released. Lost: the hold is released and a succeeded `dispute` refund of what the bank took
 * (at most what remains) is recorded with every remaining item; its id is returned so the caller
 * runs the refund cascade (revocation, proportional reversal, e-mail) after the commit.
 */
export async function disputeClosed(
  tx: Tx,
  deps: RefundDeps,
  closing: { id: string; outcome: 'won' | 'lost' },
): Promise<{ closed: boolean; refundId?: number }> {
  const found = await repo.findDispute(tx, closing.id);
  if (!found) return { closed: false };
  const order = await lockOrder(tx, found.orderId);
  const dispute = await repo.lockDispute(tx, closing.id);
  if (!order || dispute?.status !== 'open') return { closed: false };
  await repo.closeDispute(tx, dispute.id, closing.outcome);
  await runOrderHooks(deps.hooks, 'disputeClosed', tx, {
    ...orderEventOf(order, deps.site),
    dispute: { id: dispute.id },
  });
  await repo.appendOrderEvent(tx, {
    orderId: order.id,
    type: closing.outcome === 'won' ? 'dispute_won' : 'dispute_lost',
    details: { disputeId: dispute.id, amountCents: dispute.amountCents },
    dedupeKey: `dispute:${dispute.id}:closed`,
  });
  if (closing.outcome === 'won') {
    const reinstated = await setLicenceStatus(tx, dispute.suspendedLicenceIds, 'active', ['suspended']);
    for (const licenceId of reinstated)
      await recordLicenceEvent(tx, { licenceId, type: 'reinstated', actor: 'system', details: { reason: 'dispute' } });
    await refreshOrderStatus(tx, order.id);
    return { closed: true };
  }
  // What the bank took, at most what remains, split over the lines by the refund rule; every
  // remaining item is given back.
  const lines = await repo.planLinesOf(tx, order.id);
  const amountCents = Math.min(dispute.amountCents, remainingCents(lines, order.totalCents));
  if (amountCents <= 0) {
    await refreshOrderStatus(tx, order.id);
    return { closed: true };
  }
  const plan = planRefund(lines, order.totalCents, { amountCents });
  const refund = await repo.insertRefund(tx, {
    orderId: order.id,
    amountCents,
    taxCents: plan.taxCents,
    lines: plan.lines,
    source: 'dispute',
    status: 'succeeded',
    providerRefundId: dispute.id,
    reason: dispute.reason,
    itemIds: lines.filter((l) => !l.givenBack).map((l) => l.id),
  });
  return { closed: true, refundId: refund.id };
}
