import { ADMIN_STORE_MESSAGES } from '#shared/contracts/admin-store.ts';
import { REFUND_MESSAGES } from '#shared/contracts/refunds.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { RefundUnavailableError, type PaymentProvider } from '../store/payments/provider.ts';
import * as storeOrders from '../store/orders.repo.ts';
import { refundFailed, refundSucceeded, resumeCascades, type RefundDeps } from './refund-cascade.ts';
import { planRefund } from './refund-plan.ts';
import * as repo from './refunds.repo.ts';

/** A provider call that has not answered in this long is taken for dead: the next click may retry it. */
const ATTEMPT_LEASE_MS = 2 * 60_000;
const REFUNDABLE = ['completed', 'partially_refunded'];

export interface RefundRequestInput {
  orderId: number;
  itemIds?: number[];
  amountCents?: number;
  adminId: number;
}

export const refundIdempotencyKey = (refundId: number) => `novatick-refund-${refundId}`;

/**
 * Records the refund as pending (or takes up the order's pending one: a retry after the provider
 * could not be reached), holding the order's row lock only for that; commits; then asks the
 * provider with the refund's own idempotency key, with no transaction or lock held; then records
 * its answer and runs the cascade. Concurrent clicks queue on the order lock and find the first
 * one's refund (in progress, or the items and money already refunded): one refund, one call.
 * A refund whose cascade stopped at a failing step is finished first, and answered.
 */
export async function requestRefund(
  db: Db,
  provider: (name: string) => PaymentProvider,
  deps: RefundDeps,
  input: RefundRequestInput,
) {
  // A retry after a failed step finishes that refund's cascade, and that is the answer.
  const resumed = await resumeCascades(db, input.orderId, deps, {
    leaseStaleBefore: new Date(Date.now() - ATTEMPT_LEASE_MS),
  });
  if (resumed.length > 0) return resumed.at(-1)!;
  const claimed = await db.transaction(async (tx) => {
    const order = await storeOrders.lockOrder(tx, input.orderId);
    if (!order) throw new AppError('not_found', ADMIN_STORE_MESSAGES.orderNotFound, undefined, 'order_not_found');
    const earlier = await repo.refundsOfOrder(tx, order.id);
    const pending = earlier.find((r) => r.status === 'pending');
    if (pending) {
      if (!(await repo.claimAttempt(tx, pending.id, new Date(Date.now() - ATTEMPT_LEASE_MS))))
        throw new AppError('conflict', REFUND_MESSAGES.inProgress, undefined, 'refund_in_progress');
      return { order, refund: pending };
    }
    if (order.status === 'refunded')
      throw new AppError('conflict', ADMIN_STORE_MESSAGES.alreadyRefunded, undefined, 'order_already_refunded');
    if (!REFUNDABLE.includes(order.status))
      throw new AppError('conflict', ADMIN_STORE_MESSAGES.refundOnlyCompleted, undefined, 'order_not_refundable');

    const given = earlier.filter((r) => r.status !== 'failed');
    // Everything went back already, though the cascade has not set the order's status yet.
    if (given.reduce((sum, r) => sum + r.amountCents, 0) >= order.totalCents)
      throw new AppError('conflict', ADMIN_STORE_MESSAGES.alreadyRefunded, undefined, 'order_already_refunded');
    const givenItems = await repo.itemIdsOfRefunds(
      tx,
      given.map((r) => r.id),
    );
    const items = await repo.orderItemsOf(tx, order.id);
    const plan = planRefund(
      {
        subtotalCents: order.subtotalCents,
        // Tax-inclusive prices (issue 18) hold their tax already: an item gives back its price.
        taxCents: order.pricesIncludeTax ? 0 : order.taxCents,
        totalCents: order.totalCents,
        items,
      },
      {
        refundedCents: given.reduce((sum, r) => sum + r.amountCents, 0),
        refundedItemIds: givenItems.map((i) => i.orderItemId),
      },
      { itemIds: input.itemIds, amountCents: input.amountCents },
    );
    const refund = await repo.insertRefund(tx, {
      orderId: order.id,
      amountCents: plan.amountCents,
      itemIds: plan.itemIds,
      source: 'admin',
      requestedBy: input.adminId,
      attemptStartedAt: new Date(),
    });
    await repo.appendOrderEvent(tx, {
      orderId: order.id,
      type: 'refund_requested',
      details: { refundId: refund.id, amountCents: refund.amountCents },
      dedupeKey: `refund:${refund.id}:requested`,
    });
    return { order, refund };
  });

  const { order, refund } = claimed;
  let answer;
  try {
    answer = await provider(order.paymentProvider).refund({
      orderId: order.id,
      paymentRef: order.paymentRef,
      amountCents: refund.amountCents,
      idempotencyKey: refundIdempotencyKey(refund.id),
      metadata: { orderId: String(order.id), refundId: String(refund.id) },
    });
  } catch (error) {
    await repo.releaseAttempt(db, refund.id);
    if (!(error instanceof RefundUnavailableError)) throw error;
    const failure = new AppError(
      'internal',
      REFUND_MESSAGES.providerUnavailable,
      { refundId: refund.id },
      'refund_provider_unavailable',
    );
    failure.cause = error;
    throw failure;
  }

  if (answer.paymentIntentId)
    await repo.rememberPayment(db, {
      orderId: order.id,
      provider: order.paymentProvider,
      paymentIntentId: answer.paymentIntentId,
    });
  if (answer.status === 'failed') {
    await refundFailed(db, refund.id, answer.failureReason ?? null);
    throw new AppError('conflict', REFUND_MESSAGES.failed, { refundId: refund.id }, 'refund_failed');
  }
  if (answer.status === 'pending') {
    await db.transaction(async (tx) => {
      if (answer.providerRefundId) await repo.setProviderRefundId(tx, refund.id, answer.providerRefundId);
      await repo.releaseAttempt(tx, refund.id);
    });
  } else {
    await refundSucceeded(db, refund.id, answer.providerRefundId, deps);
  }
  return refund.id;
}
