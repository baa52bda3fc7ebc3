import { MIN_CHARGE_CENTS, normaliseDiscountCode, type DiscountReason } from '#shared/contracts/discounts.constants.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';
import type { AppError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';
import { allocateDiscount, orderDiscountCents } from './allocation.ts';
import * as repo from './discounts.repo.ts';

/** A cart line as the discount sees it. */
export interface PricedLine {
  indicatorId: number;
  priceCents: number;
  /** A renewal of updates, discounted only by a code that allows renewals. */
  renewal?: boolean;
}

/** A code that applies: its total and each line's share (same order as the lines), in cents. */
export interface AppliedDiscount {
  discountId: number;
  code: string;
  discountCents: number;
  lineDiscounts: number[];
  /** Set for an affiliate coupon: the affiliate the sale may be attributed to. */
  affiliateId: number | null;
}

export type Evaluation = { ok: true; applied: AppliedDiscount } | { ok: false; code: string; reason: DiscountReason };

/** Why a code does not apply, with its kind and text from the catalogue (discounts.errors.ts). */
export function discountError(reason: DiscountReason, code?: string): AppError {
  return appError(reason, code ? { details: { code } } : {});
}

/**
 * Whether a code applies to these lines for this customer now, checked in this order: active
 * (an affiliate coupon also needs an active affiliate), started, not expired, not the customer's
 * own coupon, uses left, the customer's uses left, eligible lines, the minimum subtotal, and a
 * total left that a card can be charged (0, or at least MIN_CHARGE_CENTS).
 */
export function evaluate(
  found: repo.CustomerCode,
  context: { lines: PricedLine[]; userId: number; now: Date; customerUses: number },
): Evaluation {
  const d = found.discount;
  const fail = (reason: DiscountReason): Evaluation => ({ ok: false, code: d.code, reason });
  if (!d.isActive || (d.affiliateId !== null && found.affiliateStatus !== 'active')) return fail('discount_inactive');
  if (d.startsAt && context.now < d.startsAt) return fail('discount_not_started');
  if (d.endsAt && context.now >= d.endsAt) return fail('discount_expired');
  if (d.affiliateId !== null && found.affiliateUserId === context.userId) return fail('discount_own_coupon');
  if (d.maxUses !== null && d.usedCount >= d.maxUses) return fail('discount_used_up');
  if (d.maxUsesPerCustomer !== null && context.customerUses >= d.maxUsesPerCustomer)
    return fail('discount_customer_limit');
  const eligible = context.lines.map(
    (l) => (d.indicatorIds.length === 0 || d.indicatorIds.includes(l.indicatorId)) && (!l.renewal || d.allowsRenewals),
  );
  const eligiblePrices = context.lines.map((l, i) => (eligible[i] ? l.priceCents : 0));
  const eligibleCents = eligiblePrices.reduce((sum, p) => sum + p, 0);
  if (!eligible.some(Boolean)) return fail('discount_not_applicable');
  const subtotalCents = context.lines.reduce((sum, l) => sum + l.priceCents, 0);
  if (d.minSubtotalCents !== null && subtotalCents < d.minSubtotalCents) return fail('discount_below_minimum');
  const discountCents = orderDiscountCents({ kind: d.kind, amount: d.amount }, eligibleCents);
  const leftCents = subtotalCents - discountCents;
  if (leftCents > 0 && leftCents < MIN_CHARGE_CENTS) return fail('discount_total_below_minimum');
  return {
    ok: true,
    applied: {
      discountId: d.id,
      code: d.code,
      discountCents,
      lineDiscounts: allocateDiscount(discountCents, eligiblePrices),
      affiliateId: d.affiliateId,
    },
  };
}

async function evaluateFound(db: DbOrTx, found: repo.CustomerCode, userId: number, lines: PricedLine[]) {
  const customerUses = await repo.customerUses(db, found.discount.id, userId);
  return evaluate(found, { lines, userId, now: new Date(), customerUses });
}

/** The code on the customer's cart and what it does to these lines; null when there is none. */
export async function cartDiscount(db: DbOrTx, userId: number, lines: PricedLine[]): Promise<Evaluation | null> {
  const id = await repo.cartDiscountId(db, userId);
  if (id === undefined) return null;
  const found = await repo.findCodeForCustomer(db, { id });
  return found ? evaluateFound(db, found, userId, lines) : null;
}

/** POST /_api/cart/discount: keeps the code on the cart only when it applies, else answers why not. */
export async function applyToCart(db: Db, userId: number, rawCode: string, lines: PricedLine[]): Promise<void> {
  const code = normaliseDiscountCode(rawCode);
  const found = code ? await repo.findCodeForCustomer(db, { code }) : undefined;
  if (!found) throw discountError('discount_unknown', code || undefined);
  if (lines.length === 0) throw appError('cart_empty');
  const result = await evaluateFound(db, found, userId, lines);
  if (!result.ok) throw discountError(result.reason, result.code);
  await repo.setCartDiscount(db, userId, found.discount.id);
}

export async function removeFromCart(db: Db, userId: number): Promise<void> {
  await repo.clearCartDiscount(db, userId);
}

/**
 * Checkout, inside its transaction and the customer's cart lock: the code on the cart checked
 * again (it may have expired or been used up since), or null when the cart has none. A code that
 * no longer applies stops the checkout with its reason: the customer never pays a price they did
 * not see. (Decision: a used-up code is refused, not silently charged at full price.)
 */
export async function discountForCheckout(tx: Tx, userId: number, lines: PricedLine[]) {
  const result = await cartDiscount(tx, userId, lines);
  if (!result) return null;
  if (!result.ok) throw discountError(result.reason, result.code);
  return result.applied;
}

/**
 * Counts the use against the code's limit in the checkout transaction: the conditional UPDATE
 * refuses the 11th of 10 even when a thousand checkouts race. The per-customer limit was checked
 * under the customer's cart lock, which serialises that customer's checkouts.
 */
export async function redeem(tx: Tx, applied: AppliedDiscount, userId: number, orderId: number) {
  if (!(await repo.claimUse(tx, applied.discountId))) throw discountError('discount_used_up', applied.code);
  await repo.insertRedemption(tx, { discountId: applied.discountId, userId, orderId });
  await repo.clearCartDiscount(tx, userId);
}

/**
 * A replaced order whose page was paid after all is reopened (stripe-webhook.service.ts): its use
 * of the code counts again, even past the code's limit, since the customer paid that price.
 */
export async function retakeOrderDiscount(tx: Tx, order: { id: number; userId: number; discountCode: string | null }) {
  if (order.discountCode) await repo.retakeRedemption(tx, { ...order, discountCode: order.discountCode });
}

/** A pending order was cancelled (payment abandoned or failed): its use of the code is given back. */
export async function releaseOrderDiscount(tx: Tx, orderId: number) {
  await repo.releaseRedemption(tx, orderId);
}
