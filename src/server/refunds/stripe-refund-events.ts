import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../platform/db.ts';
import { lockOrder } from '../store/index.ts';
import { disputeClosed, disputeOpened } from './disputes.service.ts';
import { refundFailed, refundSucceeded, resumeCascades, type RefundDeps } from './refund-cascade.ts';
import { planRefund, remainingCents } from './refund-plan.ts';
import * as repo from './refunds.repo.ts';

// Stripe's refund and dispute events. The webhook records the event id and does the
// first step in one transaction (`inTransaction`), then runs what follows after the commit
// (`afterCommit`: settling admin refunds and the refund cascade, each step its own transaction).

export const REFUND_EVENT_TYPES = [
  'charge.refunded',
  'charge.refund.updated',
  'refund.updated',
  'refund.failed',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;

export type RefundEventOutcome = 'refunded' | 'settled' | 'disputed' | 'dispute_won' | 'dispute_lost' | 'ignored';

export interface RefundEventWork {
  outcome: RefundEventOutcome;
  orderId?: number;
  /** Refunds to settle or cascade once the event's transaction has committed. */
  settle: Array<{
    refundId: number;
    status: 'succeeded' | 'failed';
    providerRefundId: string | null;
    reason?: string | null;
  }>;
}

export const isRefundEvent = (type: string): type is (typeof REFUND_EVENT_TYPES)[number] =>
  (REFUND_EVENT_TYPES as readonly string[]).includes(type);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The order an event is about: by the remembered PaymentIntent, else by our refund's metadata. */
export async function orderOfEvent(tx: Tx, event: Stripe.Event): Promise<number | undefined> {
  const object = event.data.object as {
    payment_intent?: string | { id: string } | null;
    metadata?: Record<string, string> | null;
    charge?: unknown;
  };
  const intent = idOf(object.payment_intent);
  const byIntent = intent ? await repo.orderOfPayment(tx, 'stripe', intent) : undefined;
  if (byIntent) return byIntent;
  const fromMetadata = Number(object.metadata?.orderId);
  return Number.isInteger(fromMetadata) && fromMetadata > 0 ? fromMetadata : undefined;
}

function settlementOf(refund: Stripe.Refund) {
  const ours = Number(refund.metadata?.refundId);
  const status: 'succeeded' | 'failed' | null =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : null;
  return { ours: Number.isInteger(ours) && ours > 0 ? ours : null, status };
}

/** Our refund that a Stripe refund settles: by our id in its metadata, else by Stripe's id. */
async function settleFromStripe(tx: Tx, refund: Stripe.Refund, orderId: number, work: RefundEventWork) {
  const { ours, status } = settlementOf(refund);
  const row = ours ? await repo.findRefund(tx, ours) : await repo.findRefundByProviderId(tx, refund.id);
  if (!row || row.orderId !== orderId) return false;
  if (status && row.status === 'pending')
    work.settle.push({ refundId: row.id, status, providerRefundId: refund.id, reason: refund.failure_reason ?? null });
  return true;
}

/**
 * `charge.refunded`: Stripe's `amount_refunded` is the charge's refunded total. Our own refunds it
 * names are settled; whatever it holds beyond our pending and succeeded refunds was refunded in
 * the dashboard, and is recorded as one `provider` refund (with every remaining item when it
 * reaches the order's total). Replays find nothing beyond, so they change nothing.
 */
async function chargeRefunded(tx: Tx, charge: Stripe.Charge, orderId: number, work: RefundEventWork) {
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  const known = new Set<string>();
  for (const refund of charge.refunds?.data ?? [])
    if (await settleFromStripe(tx, refund, orderId, work)) known.add(refund.id);
  const lines = await repo.planLinesOf(tx, orderId);
  const given = lines.reduce((sum, l) => sum + l.refundedCents, 0);
  const beyond = Math.min(charge.amount_refunded - given, remainingCents(lines, order.totalCents));
  work.outcome = work.settle.length > 0 ? 'settled' : 'ignored';
  if (beyond <= 0) return;
  // Split over the lines by the refund rule; reaching the order's total gives back every item.
  const plan = planRefund(lines, order.totalCents, { amountCents: beyond });
  const stripeId = (charge.refunds?.data ?? []).find((r) => !known.has(r.id))?.id ?? null;
  const takenId = stripeId ? await repo.findRefundByProviderId(tx, stripeId) : undefined;
  const refund = await repo.insertRefund(tx, {
    orderId,
    amountCents: plan.amountCents,
    taxCents: plan.taxCents,
    lines: plan.lines,
    source: 'provider',
    status: 'succeeded',
    providerRefundId: takenId ? null : stripeId,
    reason: 'Refunded in the Stripe dashboard',
    itemIds: plan.itemIds,
  });
  work.settle.push({ refundId: refund.id, status: 'succeeded', providerRefundId: null });
  work.outcome = 'refunded';
}

/** Inside the webhook's transaction, after the event id was recorded as new. */
export async function handleRefundEvent(
  tx: Tx,
  event: Stripe.Event,
  deps: RefundDeps,
  log: FastifyBaseLogger,
): Promise<RefundEventWork> {
  const work: RefundEventWork = { outcome: 'ignored', settle: [] };
  const orderId = await orderOfEvent(tx, event);
  if (!orderId || !(await lockOrder(tx, orderId))) {
    log.warn({ eventId: event.id, type: event.type }, 'stripe: refund or dispute event for an unknown order');
    return work;
  }
  work.orderId = orderId;
  switch (event.type) {
    case 'charge.refunded':
      await chargeRefunded(tx, event.data.object, orderId, work);
      break;
    case 'charge.refund.updated':
    case 'refund.updated':
    case 'refund.failed':
      await settleFromStripe(tx, event.data.object, orderId, work);
      work.outcome = work.settle.length > 0 ? 'settled' : 'ignored';
      break;
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const opened = await disputeOpened(tx, deps, {
        id: dispute.id,
        orderId,
        amountCents: dispute.amount,
        reason: dispute.reason ?? null,
      });
      work.outcome = opened ? 'disputed' : 'ignored';
      break;
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      // `warning_closed` (an inquiry that never became a chargeback) keeps the money, as a win does.
      const outcome = dispute.status === 'lost' ? 'lost' : 'won';
      const closed = await disputeClosed(tx, deps, { id: dispute.id, outcome });
      if (closed.refundId) work.settle.push({ refundId: closed.refundId, status: 'succeeded', providerRefundId: null });
      work.outcome = closed.closed ? (outcome === 'won' ? 'dispute_won' : 'dispute_lost') : 'ignored';
      break;
    }
    default:
      break;
  }
  return work;
}

/** After the event's transaction: settle, then the cascade of every refund that needs it. */
export async function afterRefundEvent(db: Db, work: RefundEventWork, deps: RefundDeps) {
  for (const item of work.settle) {
    if (item.status === 'succeeded') await refundSucceeded(db, item.refundId, item.providerRefundId, deps);
    else await refundFailed(db, item.refundId, item.reason ?? null);
  }
  if (work.orderId) await resumeCascades(db, work.orderId, deps);
}
