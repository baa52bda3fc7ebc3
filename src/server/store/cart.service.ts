import { CART_MAX_ITEMS, STORE_MESSAGES, centsToDollars, taxCents, type GetCartResponse } from '#shared/contracts/store.ts';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import * as cart from './cart.repo.ts';
import { findPublicIndicator } from './catalogue.repo.ts';
import { ownershipOf } from './ownership.repo.ts';
import { ownershipConflict } from './ownership.ts';

export const CART_FULL_MESSAGE = `Your cart is full (${CART_MAX_ITEMS} items). Check out or remove something first.`;

/** Subtotal, tax and total in cents, the one place the store adds money up. */
export function priceLines(lines: Array<{ priceCents: number }>, taxRatePercent: number) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const tax = taxCents(subtotalCents, taxRatePercent);
  return { subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}

/** SPEC §7 GET /_api/cart, with the server's own sums so the pages never add up money. */
export async function getCart(db: Db, userId: number, settings: { taxRatePercent: number; paymentProvider: GetCartResponse['paymentProvider'] }): Promise<GetCartResponse> {
  const { taxRatePercent } = settings;
  const lines = await cart.listCart(db, userId);
  const sums = priceLines(lines, taxRatePercent);
  return {
    cartItems: lines.map(({ priceCents, ...line }) => ({ ...line, price: centsToDollars(priceCents) })),
    summary: { subtotal: centsToDollars(sums.subtotalCents), taxRate: taxRatePercent, tax: centsToDollars(sums.taxCents), total: centsToDollars(sums.totalCents) },
    paymentProvider: settings.paymentProvider,
  };
}

/** SPEC §7 POST /_api/cart/add: refuses what the user owns, or what a bundle (owned or in the cart) covers. */
export async function addToCart(db: Db, userId: number, indicatorId: number) {
  const product = await findPublicIndicator(db, indicatorId);
  if (!product) throw new AppError('not_found', STORE_MESSAGES.indicatorNotFound);
  const conflict = ownershipConflict(await ownershipOf(db, userId), product);
  if (conflict) throw new AppError('conflict', conflict);
  const lines = await cart.listCart(db, userId);
  if (lines.some((l) => l.indicatorId === indicatorId)) return { success: true as const };
  if (product.kind === 'indicator' && lines.some((l) => l.kind === 'bundle')) throw new AppError('conflict', STORE_MESSAGES.bundleInCart);
  if ((await cart.countCart(db, userId)) >= CART_MAX_ITEMS) throw new AppError('conflict', CART_FULL_MESSAGE);
  await cart.addLine(db, userId, indicatorId);
  return { success: true as const };
}

/** SPEC §7 POST /_api/cart/remove: removing what is not there is a no-op, so a double click is harmless. */
export async function removeFromCart(db: Db, userId: number, indicatorId: number) {
  await cart.removeLine(db, userId, indicatorId);
  return { success: true as const };
}
