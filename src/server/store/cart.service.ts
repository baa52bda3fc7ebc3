import { CART_MAX_ITEMS, centsToDollars, type CartAddResponse, type GetCartResponse } from '#shared/contracts/store.ts';
import { DISCOUNT_MESSAGES } from '#shared/contracts/discounts.constants.ts';
import { cartDiscount } from '../discounts/discounts.service.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { lockUserCart } from './cart-lock.ts';
import * as cart from './cart.repo.ts';
import { DEFAULT_LANGUAGE } from '#shared/languages.ts';
import { findPublicIndicator } from './catalogue.repo.ts';
import { ownershipOf } from './ownership.repo.ts';
import { ownershipConflict } from './ownership.ts';
import { taxOrder, type TaxRule } from '../tax/tax-arithmetic.ts';
import { taxFor, type TaxSettings } from '../tax/tax.service.ts';

export const CART_FULL_MESSAGE = `Your cart is full (${CART_MAX_ITEMS} items). Check out or remove something first.`;

/**
 * Subtotal, discount, tax and total in cents, the one place the store adds money up (the tax rule
 * is tax/tax-arithmetic.ts). Tax is on the discounted amount; the discount never exceeds the
 * subtotal, so the total is never below 0.
 */
export function priceLines(
  lines: Array<{ priceCents: number }>,
  tax: TaxRule,
  discount: { lineDiscounts: number[] } | null = null,
) {
  return taxOrder(
    lines.map((line, i) => ({
      priceCents: line.priceCents,
      discountCents: Math.min(discount?.lineDiscounts[i] ?? 0, line.priceCents),
    })),
    tax,
  );
}

/**
 * SPEC §7 GET /_api/cart, with the server's own sums so the pages never add up money. Issue 18:
 * `country` (`?country=DE`, not stored) picks the tax rate; without it the default rate applies.
 */
export async function getCart(
  db: Db,
  userId: number,
  settings: { tax: TaxSettings; paymentProvider: GetCartResponse['paymentProvider'] },
  country?: string,
): Promise<GetCartResponse> {
  const tax = await taxFor(db, country, settings.tax);
  const lines = await cart.listCart(db, userId);
  const discount = await cartDiscount(db, userId, lines);
  const sums = priceLines(lines, tax, discount?.ok ? discount.applied : null);
  return {
    cartItems: lines.map(({ priceCents, ...line }) => ({ ...line, price: centsToDollars(priceCents) })),
    summary: {
      subtotal: centsToDollars(sums.subtotalCents),
      discount: centsToDollars(sums.discountCents),
      discountCode: discount?.ok ? discount.applied.code : (discount?.code ?? null),
      ...(discount && !discount.ok
        ? { discountError: { code: discount.reason, message: DISCOUNT_MESSAGES[discount.reason] } }
        : {}),
      country: tax.country,
      taxRate: tax.rateBp / 100,
      pricesIncludeTax: tax.included,
      tax: centsToDollars(sums.taxCents),
      total: centsToDollars(sums.totalCents),
    },
    paymentProvider: settings.paymentProvider,
  };
}

/**
 * SPEC §7 POST /_api/cart/add: refuses what the user owns, or what a bundle (owned or in the cart)
 * covers. Adding the Pro Bundle takes the indicators it includes out of the cart and names them
 * in `replaced`, so the customer never pays twice for the same rights. Runs under the user's
 * cart lock: concurrent adds and a checkout see each other's result.
 */
export async function addToCart(db: Db, userId: number, indicatorId: number): Promise<CartAddResponse> {
  return db.transaction(async (tx) => {
    await lockUserCart(tx, userId);
    const product = await findPublicIndicator(tx, indicatorId, DEFAULT_LANGUAGE);
    if (!product) throw appError('indicator_not_found');
    const conflict = ownershipConflict(await ownershipOf(tx, userId), product);
    if (conflict) throw appError(conflict.code);
    const lines = await cart.listCart(tx, userId);
    if (lines.some((l) => l.indicatorId === indicatorId)) return { success: true as const };
    if (product.kind === 'indicator' && lines.some((l) => l.kind === 'bundle')) throw appError('bundle_in_cart');
    const covered = product.kind === 'bundle' ? lines.filter((l) => l.kind === 'indicator') : [];
    if ((await cart.countCart(tx, userId)) - covered.length >= CART_MAX_ITEMS) throw appError('cart_full');
    await cart.removeLines(
      tx,
      userId,
      covered.map((l) => l.indicatorId),
    );
    await cart.addLine(tx, userId, indicatorId);
    if (covered.length === 0) return { success: true as const };
    return { success: true as const, replaced: covered.map((l) => ({ indicatorId: l.indicatorId, name: l.name })) };
  });
}

/** SPEC §7 POST /_api/cart/remove: removing what is not there is a no-op, so a double click is harmless. */
export async function removeFromCart(db: Db, userId: number, indicatorId: number) {
  await cart.removeLine(db, userId, indicatorId);
  return { success: true as const };
}
