import { createHash } from 'node:crypto';
import { bundleOverlapMessage, type CheckoutInput, type CheckoutResponse } from '#shared/contracts/store.ts';
import { findUserById } from '../auth/index.ts';
import { discountForCheckout, redeem, releaseOrderDiscount } from '../discounts/index.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { lockUserCart } from './cart-lock.ts';
import * as cart from './cart.repo.ts';
import { creditedLines, discountLines, priceLines } from './cart.service.ts';
import { completeOrder, type SiteInfo } from './complete-order.ts';
import type { OrderHooks } from './order-hooks.ts';
import { systemClock, type Clock } from '../platform/clock.ts';
import * as orders from './orders.repo.ts';
import { ownershipOf } from './ownership.repo.ts';
import { ownershipConflict, rightsOverlap } from './ownership.ts';
import { assertStillRenewable } from './renewals.ts';
import type { PaymentOrder, PaymentProvider, PaymentStart } from './payments/provider.ts';
import { taxFor, type TaxSettings } from '../tax/index.ts';

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  /** The default rate and price mode (config); the country's row comes from the tax table. */
  tax: TaxSettings;
  site: SiteInfo;
  /** This app's order hooks (`app.hooks.order`), run when the order completes. */
  orderHooks: OrderHooks;
  /** The app's clock (a licence's updates window starts when it is paid). */
  clock?: Clock;
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

async function paymentOrderOf(db: DbOrTx, order: orders.OrderRow): Promise<PaymentOrder> {
  const items = await orders.itemsOfOrders(db, [order.id]);
  const customer = await findUserById(db, order.userId);
  return {
    id: order.id,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    customerEmail: customer?.email ?? '',
    // What each line costs after its share of the discount, so a provider's line items add up to
    // the total: with tax-inclusive prices, each line without its tax, which is its own line then.
    items: items.map((i) => ({
      name: i.name,
      priceCents: i.priceCents - i.upgradeCreditCents - i.discountCents - (order.pricesIncludeTax ? i.taxCents : 0),
    })),
  };
}

/**
 * The provider's idempotency key for paying this order: from the pending order's id, so every
 * request for one order (a double click, a retry) opens the same payment page. After a page
 * `ref` that is over (expired), a new page for the same order gets a key of its own.
 */
export function paymentKeyOf(orderId: number, previousRef: string | null): string {
  return previousRef ? `novatick-order-${orderId}-after-${previousRef}` : `novatick-order-${orderId}`;
}

/** A total of 0 (a discount took it all) is paid already: no provider is asked to charge nothing. */
const FREE: PaymentStart = { status: 'paid', ref: null };

/**
 * How long an order without a payment page counts as one whose page is being opened right now:
 * longer than the provider's call with its retries (Stripe: 15 s, two retries). An older one is
 * left over from a crash and is replaced like an open page.
 */
export const CHECKOUT_IN_FLIGHT_SECONDS = 120;

/**
 * What the first, short transaction leaves: an order to pay (new or found again), or one already
 * done; `replaced` are the payment pages of the orders this checkout took over, to close.
 */
type Placed =
  { kind: 'done'; orderId: number } | { kind: 'pay'; order: orders.OrderRow; fresh: boolean; replaced: string[] };

/** An order placed before for the same cart, or null when there is none to repeat. */
async function replay(tx: Tx, key: string): Promise<Placed | null> {
  const existing = await orders.findByCheckoutKey(tx, key);
  if (!existing) return null;
  if (existing.status === 'completed') return { kind: 'done', orderId: existing.id };
  if (existing.status === 'pending') return { kind: 'pay', order: existing, fresh: false, replaced: [] };
  // Cancelled or refunded: that attempt is over; the same cart may be bought afresh.
  await orders.releaseCheckoutKey(tx, existing.id);
  return null;
}

/**
 * An order whose payment will not come (its page expired or failed, or a newer checkout replaced
 * it): cancelled, its checkout key given up so the same cart can be bought afresh, and its
 * discount code's use given back.
 */
export async function abandonUnpaidOrder(tx: Tx, orderId: number) {
  await orders.markCancelled(tx, orderId);
  await orders.releaseCheckoutKey(tx, orderId);
  await releaseOrderDiscount(tx, orderId);
}

/**
 * Never two payments open at once for the same rights (an indicator in both, or the Pro Bundle in
 * either): a checkout of a changed cart replaces the user's waiting orders it overlaps. Their
 * pages are closed after commit, and their checkout key and code use come back. An order whose
 * page is being opened right now cannot be replaced yet (the provider may be taking the money):
 * the customer is asked to try again in a moment. Answers the replaced orders' payment pages.
 */
async function replaceOverlappingOrders(tx: Tx, userId: number, lines: cart.CartLine[]): Promise<string[]> {
  const waiting = await orders.lockPendingOrdersOf(tx, userId, CHECKOUT_IN_FLIGHT_SECONDS);
  const overlapping = waiting.filter((order) => rightsOverlap(order.items, lines));
  if (overlapping.some((order) => order.inFlight)) throw appError('checkout_in_progress');
  for (const order of overlapping) await abandonUnpaidOrder(tx, order.id);
  return overlapping.flatMap((order) => (order.paymentRef ? [order.paymentRef] : []));
}

/** Step 1, under the per-user cart lock: checks the cart and writes the pending order, or finds it again. */
async function placePendingOrder(
  deps: CheckoutDeps,
  userId: number,
  language: string,
  buyer: CheckoutInput,
  seenKey: string | null,
  attribution: { hasReferralCookie: boolean },
): Promise<Placed> {
  return deps.db.transaction(async (tx) => {
    await lockUserCart(tx, userId);
    if (seenKey) {
      const repeated = await replay(tx, seenKey);
      if (repeated) return repeated;
    }
    const lines = await cart.listCart(tx, userId);
    const key = checkoutKeyOf(
      userId,
      lines.map((l) => l.id),
    );
    if (!key) throw appError('cart_empty');
    if (key !== seenKey) {
      const repeated = await replay(tx, key);
      if (repeated) return repeated;
    }

    // Before ownership is read: a waiting order that completed meanwhile is owned now, not replaced.
    const replaced = await replaceOverlappingOrders(tx, userId, lines);
    const ownership = await ownershipOf(tx, userId);
    for (const line of lines) {
      // A renewal extends a licence the customer owns; it must still be renewable.
      if (line.renewalOfLicenceId !== null) {
        await assertStillRenewable(tx, userId, line.renewalOfLicenceId);
        continue;
      }
      const conflict = ownershipConflict(ownership, { id: line.indicatorId, kind: line.kind });
      if (conflict)
        throw appError('owned_in_cart', {
          message: `${conflict.message} Remove “${line.name}” from your cart to continue.`,
          details: { indicatorId: line.indicatorId, name: line.name },
        });
    }
    // The Pro Bundle includes every indicator: never sell both in one order (an add that raced the bundle's).
    const bought = lines.filter((l) => l.renewalOfLicenceId === null);
    const covered = bought.some((l) => l.kind === 'bundle') ? bought.find((l) => l.kind === 'indicator') : undefined;
    if (covered)
      throw appError('bundle_overlap', {
        message: bundleOverlapMessage(covered.name),
        details: { indicatorId: covered.indicatorId, name: covered.name },
      });

    // The code on the cart, checked again now; its use is counted below, in this transaction.
    // A Pro Bundle's upgrade credit, as the cart showed it, comes off before the code.
    const credited = await creditedLines(tx, userId, lines);
    const discount = await discountForCheckout(tx, userId, discountLines(credited));
    const tax = await taxFor(tx, buyer.country, deps.tax);
    const { lineTaxCents, linePaidCents, upgradeCreditCents: _credit, ...sums } = priceLines(credited, tax, discount);
    const order = await orders.insertOrder(tx, {
      userId,
      status: 'pending',
      ...sums,
      // The country, its rate and the price mode, as they were when the customer paid.
      taxCountry: tax.country,
      taxRateBp: tax.rateBp,
      pricesIncludeTax: tax.included,
      discountCode: discount?.code ?? null,
      // An affiliate coupon attributes the sale when no referral cookie names an affiliate.
      couponAffiliateId: attribution.hasReferralCookie ? null : (discount?.affiliateId ?? null),
      currency: 'USD',
      paymentProvider: deps.provider.name,
      checkoutKey: key,
      language,
      companyName: buyer.companyName ?? null,
      vatId: buyer.vatId ?? null,
    });
    await orders.insertItems(
      tx,
      credited.map((l, i) => ({
        orderId: order.id,
        indicatorId: l.indicatorId,
        name: l.name,
        imageUrl: l.imageUrl,
        priceCents: l.priceCents,
        renewalOfLicenceId: l.renewalOfLicenceId,
        upgradeCreditCents: l.upgradeCreditCents,
        discountCents: discount?.lineDiscounts[i] ?? 0,
        taxCents: lineTaxCents[i] ?? 0,
        paidCents: linePaidCents[i] ?? 0,
      })),
    );
    if (discount) await redeem(tx, discount, userId, order.id);
    return { kind: 'pay', order, fresh: true, replaced };
  });
}

/** Step 3, a second short transaction: records the provider's answer, and completes an order paid at once. */
async function recordPayment(deps: CheckoutDeps, order: orders.OrderRow, payment: PaymentStart) {
  return deps.db.transaction(async (tx): Promise<CheckoutResponse> => {
    const current = await orders.lockOrder(tx, order.id);
    if (!current) throw appError('payment_unavailable');
    if (current.status === 'completed') return { success: true, orderId: order.id };
    if (payment.ref !== null && payment.ref !== current.paymentRef)
      await orders.setPaymentRef(tx, order.id, payment.ref);
    if (payment.status === 'redirect') return { success: true, orderId: order.id, redirectUrl: payment.url };
    await completeOrder(tx, order.id, deps.site, deps.orderHooks, (deps.clock ?? systemClock)());
    return { success: true, orderId: order.id };
  });
}

/**
 * SPEC §7 POST /_api/checkout. Idempotent and safe under concurrency (DESIGN "Security rules"):
 * checkouts of one user queue on a transaction-scoped advisory lock, and a request that saw the
 * same cart as an order already placed gets that order back instead of a second one. Money is
 * summed in cents from the database's prices, never from the client.
 *
 * The payment provider is never called while the lock or a database connection is held (issue
 * 16): (1) a short transaction writes the pending order and lets go of the lock, (2) the provider
 * opens its payment with an idempotency key from the order id, so a double click that finds the
 * same pending order gets the same payment page, (3) a second short transaction records it (and
 * completes an order paid at once). When step 2 or 3 fails for the order this request created,
 * the order is discarded, so nothing is left of a checkout that could not start paying.
 */
export async function checkout(
  deps: CheckoutDeps,
  userId: number,
  language: string,
  buyer: CheckoutInput = {},
  attribution: { hasReferralCookie: boolean } = { hasReferralCookie: false },
): Promise<CheckoutResponse> {
  // Read before queueing, so a double click that saw this cart is answered with its order.
  const seenKey = checkoutKeyOf(
    userId,
    (await cart.listCart(deps.db, userId)).map((l) => l.id),
  );
  const placed = await placePendingOrder(deps, userId, language, buyer, seenKey, attribution);
  if (placed.kind === 'done') return { success: true, orderId: placed.orderId };
  const { order, fresh, replaced } = placed;
  for (const ref of replaced) await deps.provider.expire(ref).catch(() => undefined);
  try {
    const payable = await paymentOrderOf(deps.db, order);
    const payment =
      order.totalCents === 0
        ? FREE
        : fresh
          ? await deps.provider.start(payable, paymentKeyOf(order.id, null))
          : await deps.provider.resume(payable, order.paymentRef, paymentKeyOf(order.id, order.paymentRef));
    return await recordPayment(deps, order, payment);
  } catch (error) {
    // Nothing is left of a checkout that could not start paying, the code's use included.
    if (fresh)
      await deps.db.transaction(async (tx) => {
        await releaseOrderDiscount(tx, order.id);
        await orders.discardUnpaidOrder(tx, order.id);
      });
    throw error;
  }
}
