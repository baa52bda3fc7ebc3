import { REFUND_MESSAGES } from '#shared/contracts/refunds.ts';
import type { Db } from '../platform/db.ts';
import { AppError, UnavailableError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';
import { lockOrder, type PaymentProvider, RefundUnavailableError } from '../store/index.ts';
import { CASCADE_STEPS, refundFailed, refundSucceeded, resumeCascades, type RefundDeps } from './refund-cascade.ts';
import { planRefund, remainingCents } from './refund-plan.ts';
import * as repo from './refunds.repo.ts';

/**
 * A provider call (or a cascade) that has not finished in this long is taken for dead: the
 * reconciler or an admin's "Retry now" takes it up. Above the Stripe client's longest call
 * (15 s, two retries).
 */
export const ATTEMPT_LEASE_MS = 60_000;
/** What `Retry-After` says when the provider did not answer: the reconciler's next run. */
export const PROVIDER_RETRY_AFTER_S = 60;
const REFUNDABLE = ['completed', 'partially_refunded'];

export type Providers = (name: string) => PaymentProvider;

export interface RefundRequestInput {
  orderId: number;
  itemIds?: number[];
  amountCents?: number;
  adminId: number;
}

export const refundIdempotencyKey = (refundId: number) => `novatick-refund-${refundId}`;

const providerUnavailable = (refundId: number, cause: unknown) => {
  const error = new UnavailableError(
    REFUND_MESSAGES.providerUnavailable,
    'payment_provider_unavailable',
    PROVIDER_RETRY_AFTER_S,
    { refundId },
  );
  error.cause = cause;
  return error;
};

/**
 * The state machine of one refund, persisted before the provider is asked (`pending`), then
 * `succeeded` (and its cascade) or `failed`. Records the refund under the order's row lock and
 * commits; then asks the provider with the refund's own idempotency key, with no transaction or
 * lock held. Another item's pending refund is left alone: this one is a refund of its own (its
 * lines count as given back while pending). Concurrent clicks queue on the order lock and find
 * the first one's lines given back: one refund, one call.
 */
export async function requestRefund(db: Db, providers: Providers, deps: RefundDeps, input: RefundRequestInput) {
  // A cascade that stopped half-way (a crash, a failing step) is finished first, so the order's
  // status is right before this refund is planned; one that another runner holds is left to it.
  const resumed = await resumeCascades(db, input.orderId, deps, {
    leaseStaleBefore: new Date(Date.now() - ATTEMPT_LEASE_MS),
    skipHeld: true,
  });
  const claimed = await recordRefund(db, input).catch((error: unknown) => {
    // The click that finished a stopped cascade of the whole order is answered with that refund.
    if (error instanceof AppError && error.wireCode === 'order_already_refunded' && resumed.length > 0) return null;
    throw error;
  });
  if (!claimed) return resumed.at(-1)!;
  await callProvider(db, providers, deps, claimed.id);
  return claimed.id;
}

/** The pending refund and its lines, under the order's row lock, committed before the provider is asked. */
function recordRefund(db: Db, input: RefundRequestInput) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw appError('order_not_found');
    if (order.status === 'refunded') throw appError('order_already_refunded');
    if (!REFUNDABLE.includes(order.status)) throw appError('order_not_refundable');
    const pending = (await repo.refundsOfOrder(tx, order.id)).filter((r) => r.status === 'pending');
    const pendingItems = await repo.itemIdsOfRefunds(
      tx,
      pending.map((r) => r.id),
    );
    const held = pendingItems.find((i) => input.itemIds?.includes(i.orderItemId));
    if (held) throw appError('refund_pending', { details: { refundId: held.refundId, itemId: held.orderItemId } });
    const lines = await repo.planLinesOf(tx, order.id);
    // Everything went back already (or is on its way), though the order's status may not say so yet.
    if (remainingCents(lines, order.totalCents) <= 0)
      throw pending.length > 0
        ? appError('refund_pending', { details: { refundId: pending[0]!.id } })
        : appError('order_already_refunded');
    const plan = planRefund(lines, order.totalCents, { itemIds: input.itemIds, amountCents: input.amountCents });
    const refund = await repo.insertRefund(tx, {
      orderId: order.id,
      amountCents: plan.amountCents,
      taxCents: plan.taxCents,
      lines: plan.lines,
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
    return refund;
  });
}

/**
 * "Retry now" on a pending refund (the provider did not answer): the same call, with the same
 * idempotency key, so the provider refunds once whatever happened to the first call. A refund
 * that succeeded meanwhile but whose cascade stopped is finished instead.
 */
export async function retryRefund(
  db: Db,
  providers: Providers,
  deps: RefundDeps,
  input: { id: number; refundId: number },
) {
  const refund = await repo.findRefund(db, input.refundId);
  if (!refund || refund.orderId !== input.id) throw appError('refund_not_found');
  const staleBefore = new Date(Date.now() - ATTEMPT_LEASE_MS);
  if (refund.status === 'succeeded' && refund.cascadeStep < CASCADE_STEPS) {
    await resumeCascades(db, refund.orderId, deps, { leaseStaleBefore: staleBefore });
    return refund.id;
  }
  if (refund.status !== 'pending') throw appError('refund_not_pending', { details: { refundId: refund.id } });
  if (!(await repo.claimAttempt(db, refund.id, staleBefore)))
    throw appError('refund_in_progress', { details: { refundId: refund.id } });
  await callProvider(db, providers, deps, refund.id);
  return refund.id;
}

/**
 * Asks the provider for a pending refund whose attempt the caller holds, and records its answer:
 * succeeded (then the cascade), failed (409 `refund_failed`), pending at the provider (a webhook
 * or the reconciler settles it). No answer: the refund stays pending, the attempt is released,
 * and the caller gets 503 `payment_provider_unavailable`; the reconciler retries it.
 */
export async function callProvider(db: Db, providers: Providers, deps: RefundDeps, refundId: number) {
  const refund = await repo.findRefund(db, refundId);
  const order = refund ? await repo.findOrder(db, refund.orderId) : undefined;
  if (!refund || !order || refund.status !== 'pending') return;
  let answer;
  try {
    answer = await providers(order.paymentProvider).refund({
      orderId: order.id,
      paymentRef: order.paymentRef,
      amountCents: refund.amountCents,
      idempotencyKey: refundIdempotencyKey(refund.id),
      metadata: { orderId: String(order.id), refundId: String(refund.id) },
    });
  } catch (error) {
    await repo.releaseAttempt(db, refund.id);
    if (error instanceof RefundUnavailableError) throw providerUnavailable(refund.id, error);
    throw error;
  }
  if (answer.paymentIntentId)
    await repo.rememberPayment(db, {
      orderId: order.id,
      provider: order.paymentProvider,
      paymentIntentId: answer.paymentIntentId,
    });
  if (answer.status === 'failed') {
    await refundFailed(db, refund.id, answer.failureReason ?? null);
    throw appError('refund_failed', { details: { refundId: refund.id } });
  }
  if (answer.status === 'pending') {
    await db.transaction(async (tx) => {
      if (answer.providerRefundId) await repo.setProviderRefundId(tx, refund.id, answer.providerRefundId);
      await repo.releaseAttempt(tx, refund.id);
    });
  } else {
    await refundSucceeded(db, refund.id, answer.providerRefundId, deps);
  }
}
