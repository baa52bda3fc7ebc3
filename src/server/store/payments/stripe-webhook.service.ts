import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { INT4_MAX } from '#shared/contracts/fields.constants.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { retakeOrderDiscount } from '../../discounts/index.ts';
import { abandonUnpaidOrder } from '../checkout.service.ts';
import { completeOrder, type SiteInfo } from '../complete-order.ts';
import type { OrderHooks } from '../order-hooks.ts';
import * as orders from '../orders.repo.ts';
import { ownershipConflict } from '../ownership.ts';
import { ownershipOf } from '../ownership.repo.ts';
import {
  afterRefundEvent,
  handleRefundEvent,
  isRefundEvent,
  orderOfEvent,
  type RefundEventOutcome,
  type RefundEventWork,
  rememberPayment,
} from '../../refunds/index.ts';

export type WebhookOutcome = 'duplicate' | 'completed' | 'cancelled' | 'ignored' | RefundEventOutcome;

const orderIdIn = (value: string | null | undefined) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= INT4_MAX ? id : undefined;
};

/**
 * The order a Checkout Session pays for: by its session id, the reference stored at checkout.
 * Else by the order id the session carries (its metadata, else `client_reference_id`), but only a
 * Stripe order that has no reference yet: checkout stopped between opening the session and
 * recording it. An order that recorded another session is not this session's.
 */
async function orderOf(tx: Tx, session: Stripe.Checkout.Session) {
  const byRef = await orders.findByPaymentRef(tx, 'stripe', session.id);
  if (byRef) return byRef;
  const id = orderIdIn(session.metadata?.orderId) ?? orderIdIn(session.client_reference_id);
  const order = id ? await orders.lockOrder(tx, id) : undefined;
  return order?.paymentProvider === 'stripe' && order.paymentRef === null ? order : undefined;
}

/**
 * Whether a paid order may complete. A newer checkout replaces a waiting order of overlapping
 * rights and closes its page; a page paid before it closed still arrives here. That order
 * completes (reopened, its discount code's use counted again) unless the customer already holds some of its rights, which would be
 * paying twice: then it stays (or becomes) cancelled, and the log asks a person to refund it.
 */
async function payableAfterAll(tx: Tx, orderId: number, log: FastifyBaseLogger): Promise<boolean> {
  const order = await orders.lockOrder(tx, orderId);
  if (!order || (order.status !== 'pending' && order.status !== 'cancelled')) return true;
  const ownership = await ownershipOf(tx, order.userId);
  const items = await orders.itemsOfOrders(tx, [orderId]);
  const owned = items.filter((item) => ownershipConflict(ownership, { id: item.indicatorId, kind: item.kind }));
  if (owned.length > 0) {
    if (order.status === 'pending') {
      await orders.markCancelled(tx, orderId);
      await orders.releaseCheckoutKey(tx, orderId);
    }
    log.error(
      { orderId, userId: order.userId, owned: owned.map((item) => item.indicatorId) },
      'stripe: paid for rights the customer already holds (a replaced payment page); refund it in Stripe',
    );
    return false;
  }
  if (order.status === 'cancelled') {
    await orders.reopen(tx, orderId);
    await retakeOrderDiscount(tx, order);
  }
  return true;
}

/**
 * Handles one verified Stripe event exactly once: the event id goes into `payment_events` in the
 * same transaction as its effect, so a replay (Stripe retries, an attacker resending a captured
 * payload) finds it and does nothing. If the effect fails, the whole transaction rolls back, the
 * endpoint answers 500 and Stripe retries later.
 */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  site: SiteInfo,
  orderHooks: OrderHooks,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  if (isRefundEvent(event.type)) {
    const deps = { hooks: orderHooks, site };
    const { duplicate, work } = await db.transaction(async (tx) => {
      if (!(await orders.recordPaymentEvent(tx, { id: event.id, provider: 'stripe', type: event.type }))) {
        // A replay does nothing new, but finishes a cascade the first delivery left half-way.
        const replay: RefundEventWork = { outcome: 'ignored', orderId: await orderOfEvent(tx, event), settle: [] };
        return { duplicate: true, work: replay };
      }
      return { duplicate: false, work: await handleRefundEvent(tx, event, deps, log) };
    });
    await afterRefundEvent(db, work, deps);
    return duplicate ? 'duplicate' : work.outcome;
  }
  return db.transaction(async (tx) => {
    if (!(await orders.recordPaymentEvent(tx, { id: event.id, provider: 'stripe', type: event.type })))
      return 'duplicate';

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // Delayed methods (bank debits) complete later with async_payment_succeeded.
        if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return 'ignored';
        const order = await orderOf(tx, session);
        if (!order) {
          log.warn({ sessionId: session.id }, 'stripe: paid session without an order');
          return 'ignored';
        }
        if (session.amount_total !== order.totalCents || session.currency !== 'usd') {
          // Never hand out licences for a different amount than the order's; a person must look.
          log.error(
            { orderId: order.id, sessionId: session.id, amount: session.amount_total, currency: session.currency },
            'stripe: paid amount differs from the order total',
          );
          return 'ignored';
        }
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        // Found by the id it carries: the session becomes the order's reference.
        if (order.paymentRef === null) await orders.setPaymentRef(tx, order.id, session.id);
        // Its later charge, refund and dispute events name the PaymentIntent, not the session.
        if (intent) await rememberPayment(tx, { orderId: order.id, provider: 'stripe', paymentIntentId: intent });
        if (!(await payableAfterAll(tx, order.id, log))) return 'ignored';
        return (await completeOrder(tx, order.id, site, orderHooks)) ? 'completed' : 'ignored';
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const order = await orderOf(tx, event.data.object);
        if (!order) return 'ignored';
        const locked = await orders.lockOrder(tx, order.id);
        if (locked?.status !== 'pending') return 'ignored';
        await abandonUnpaidOrder(tx, order.id);
        return 'cancelled';
      }
      default:
        return 'ignored';
    }
  });
}
