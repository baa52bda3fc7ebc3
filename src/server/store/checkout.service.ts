import { createHash } from 'node:crypto';
import { STORE_MESSAGES, bundleOverlapMessage, type CheckoutResponse } from '#shared/contracts/store.ts';
import { findUserById } from '../auth/auth.repo.ts';
import type { Db, Tx } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { lockUserCart } from './cart-lock.ts';
import * as cart from './cart.repo.ts';
import { priceLines } from './cart.service.ts';
import { completeOrder, type SiteInfo } from './complete-order.ts';
import type { OrderHooks } from './order-hooks.ts';
import * as orders from './orders.repo.ts';
import { ownershipOf } from './ownership.repo.ts';
import { ownershipConflict } from './ownership.ts';
import type { PaymentOrder, PaymentProvider, PaymentStart } from './payments/provider.ts';

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  taxRatePercent: number;
  site: SiteInfo;
  /** This app's order hooks (`app.hooks.order`), run when the order completes. */
  orderHooks: OrderHooks;
}

/**
 * One cart (its exact lines) maps to one key. Cart line ids are never reused, so the same key
 * means the same Place Order repeated; the unique index on `orders.checkout_key` allows one order.
 */
function checkoutKeyOf(userId: number, lineIds: number[]): string | null {
  if (lineIds.length === 0) return null;
  const digest = createHash('sha256')
    .update([...lineIds].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 32);
  return `u${userId}:${digest}`;
}

async function paymentOrderOf(tx: Tx, order: orders.OrderRow): Promise<PaymentOrder> {
  const items = await orders.itemsOfOrders(tx, [order.id]);
  const customer = await findUserById(tx, order.userId);
  return {
    id: order.id,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    customerEmail: customer?.email ?? '',
    items: items.map((i) => ({ name: i.name, priceCents: i.priceCents })),
  };
}

async function applyPayment(
  tx: Tx,
  deps: CheckoutDeps,
  order: orders.OrderRow,
  payment: PaymentStart,
): Promise<CheckoutResponse> {
  if (payment.ref !== order.paymentRef) await orders.setPaymentRef(tx, order.id, payment.ref);
  if (payment.status === 'redirect') return { success: true, orderId: order.id, redirectUrl: payment.url };
  await completeOrder(tx, order.id, deps.site, deps.orderHooks);
  return { success: true, orderId: order.id };
}

/** The answer for a Place Order that repeats one already placed, or null when there is none to repeat. */
async function replay(tx: Tx, deps: CheckoutDeps, key: string): Promise<CheckoutResponse | null> {
  const existing = await orders.findByCheckoutKey(tx, key);
  if (!existing) return null;
  if (existing.status === 'completed') return { success: true, orderId: existing.id };
  if (existing.status === 'pending')
    return applyPayment(
      tx,
      deps,
      existing,
      await deps.provider.resume(await paymentOrderOf(tx, existing), existing.paymentRef),
    );
  // Cancelled or refunded: that attempt is over; the same cart may be bought afresh.
  await orders.releaseCheckoutKey(tx, existing.id);
  return null;
}

/**
 * SPEC §7 POST /_api/checkout. Idempotent and safe under concurrency (DESIGN "Security rules"):
 * checkouts of one user queue on a transaction-scoped advisory lock, and a request that saw the
 * same cart as an order already placed gets that order back instead of a second one. Money is
 * summed in cents from the database's prices, never from the client.
 */
export async function checkout(deps: CheckoutDeps, userId: number, language: string): Promise<CheckoutResponse> {
  // Read before queueing, so a double click that saw this cart is answered with its order.
  const seenKey = checkoutKeyOf(
    userId,
    (await cart.listCart(deps.db, userId)).map((l) => l.id),
  );
  return deps.db.transaction(async (tx) => {
    await lockUserCart(tx, userId);
    if (seenKey) {
      const repeated = await replay(tx, deps, seenKey);
      if (repeated) return repeated;
    }
    const lines = await cart.listCart(tx, userId);
    const key = checkoutKeyOf(
      userId,
      lines.map((l) => l.id),
    );
    if (!key) throw new AppError('bad_request', STORE_MESSAGES.cartEmpty, undefined, 'cart_empty');
    if (key !== seenKey) {
      const repeated = await replay(tx, deps, key);
      if (repeated) return repeated;
    }

    const ownership = await ownershipOf(tx, userId);
    for (const line of lines) {
      const conflict = ownershipConflict(ownership, { id: line.indicatorId, kind: line.kind });
      if (conflict)
        throw new AppError(
          'conflict',
          `${conflict.message} Remove “${line.name}” from your cart to continue.`,
          { indicatorId: line.indicatorId, name: line.name },
          'owned_in_cart',
        );
    }
    // The Pro Bundle includes every indicator: never sell both in one order (an add that raced the bundle's).
    const covered = lines.some((l) => l.kind === 'bundle') ? lines.find((l) => l.kind === 'indicator') : undefined;
    if (covered)
      throw new AppError(
        'conflict',
        bundleOverlapMessage(covered.name),
        { indicatorId: covered.indicatorId, name: covered.name },
        'bundle_overlap',
      );

    const sums = priceLines(lines, deps.taxRatePercent);
    const order = await orders.insertOrder(tx, {
      userId,
      status: 'pending',
      ...sums,
      currency: 'USD',
      paymentProvider: deps.provider.name,
      checkoutKey: key,
      language,
    });
    await orders.insertItems(
      tx,
      lines.map((l) => ({
        orderId: order.id,
        indicatorId: l.indicatorId,
        name: l.name,
        imageUrl: l.imageUrl,
        priceCents: l.priceCents,
      })),
    );
    return applyPayment(tx, deps, order, await deps.provider.start(await paymentOrderOf(tx, order)));
  });
}
