import {
  CART_MAX_ITEMS,
  centsToDollars,
  type CartAddInput,
  type CartAddResponse,
  type GetCartResponse,
  type UpgradePricesResponse,
} from '#shared/contracts/store.ts';
import { DISCOUNT_MESSAGES } from '#shared/contracts/discounts.constants.ts';
import { cartDiscount } from '../discounts/index.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { lockUserCart } from './cart-lock.ts';
import * as cart from './cart.repo.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import { findPublicIndicator, publicBundles, translationsOf } from './catalogue.repo.ts';
import { pick } from './catalogue.service.ts';
import { ownershipOf, upgradeCreditCents } from './ownership.repo.ts';
import { renewableLicence } from './renewals.ts';
import { ownershipConflict } from './ownership.ts';
import { taxFor, taxOrder, type TaxRule, type TaxSettings } from '../tax/index.ts';

export const CART_FULL_MESSAGE = `Your cart is full (${CART_MAX_ITEMS} items). Check out or remove something first.`;

/**
 * Subtotal, discount, tax and total in cents, the one place the store adds money up (the tax rule
 * is tax/tax-arithmetic.ts). A bundle line's upgrade credit comes off its price first
 * (`subtotalCents` is after it; `upgradeCreditCents` is their sum). Tax is on the discounted
 * amount; the discount never exceeds what is left, so the total is never below 0.
 */
export function priceLines(
  lines: Array<{ priceCents: number; upgradeCreditCents?: number }>,
  tax: TaxRule,
  discount: { lineDiscounts: number[] } | null = null,
) {
  const net = lines.map((line) => line.priceCents - (line.upgradeCreditCents ?? 0));
  const taxed = taxOrder(
    net.map((priceCents, i) => ({
      priceCents,
      discountCents: Math.min(discount?.lineDiscounts[i] ?? 0, priceCents),
    })),
    tax,
  );
  return { ...taxed, upgradeCreditCents: lines.reduce((sum, l) => sum + (l.upgradeCreditCents ?? 0), 0) };
}

export type CreditedLine = cart.CartLine & { upgradeCreditCents: number };

/**
 * The cart's lines with the bundle upgrade's credit on a Pro Bundle bought new (what
 * the customer paid for the indicators it includes that they own, never above its price).
 */
export async function creditedLines(db: DbOrTx, userId: number, lines: cart.CartLine[]): Promise<CreditedLine[]> {
  const upgradable = (l: cart.CartLine) => l.kind === 'bundle' && l.renewalOfLicenceId === null;
  const credit = lines.some(upgradable) ? await upgradeCreditCents(db, userId) : 0;
  return lines.map((l) => ({ ...l, upgradeCreditCents: upgradable(l) ? Math.min(credit, l.priceCents) : 0 }));
}

/** GET /_api/cart/upgrade: every Pro Bundle on sale at this customer's price. */
export async function upgradePrices(db: DbOrTx, userId: number): Promise<UpgradePricesResponse> {
  const bundles = await publicBundles(db);
  const credit = bundles.length ? await upgradeCreditCents(db, userId) : 0;
  return {
    bundles: bundles.map((b) => {
      const creditCents = Math.min(credit, b.priceCents);
      return {
        indicatorId: b.id,
        price: centsToDollars(b.priceCents),
        upgradeCredit: centsToDollars(creditCents),
        upgradePrice: centsToDollars(b.priceCents - creditCents),
      };
    }),
  };
}

/** The lines as the discount sees them: what is left after the credit; renewals only for codes that allow them. */
export const discountLines = (lines: CreditedLine[]) =>
  lines.map((l) => ({
    indicatorId: l.indicatorId,
    priceCents: l.priceCents - l.upgradeCreditCents,
    renewal: l.renewalOfLicenceId !== null,
  }));

/**
 * SPEC §7 GET /_api/cart, with the server's own sums so the pages never add up money.
 * `country` (`?country=DE`, not stored) picks the tax rate; without it the default rate applies.
 * Each line's short description in the request's language when the shop wrote one
 * (the catalogue's per-field fallback, `languages` saying which it is).
 */
export async function getCart(
  db: Db,
  userId: number,
  settings: { tax: TaxSettings; paymentProvider: GetCartResponse['paymentProvider'] },
  country?: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GetCartResponse> {
  const tax = await taxFor(db, country, settings.tax);
  const lines = await creditedLines(db, userId, await cart.listCart(db, userId));
  const texts = await translationsOf(
    db,
    lines.map((line) => line.indicatorId),
    language,
  );
  const discount = await cartDiscount(db, userId, discountLines(lines));
  const sums = priceLines(lines, tax, discount?.ok ? discount.applied : null);
  return {
    cartItems: lines.map((line) => {
      const shortDescription = pick(texts.get(line.indicatorId)?.shortDescription, line.shortDescription, language);
      return {
        id: line.id,
        indicatorId: line.indicatorId,
        name: line.name,
        shortDescription: shortDescription.value,
        languages: { shortDescription: shortDescription.language },
        imageUrl: line.imageUrl,
        kind: line.kind,
        machineLimit: line.machineLimit,
        price: centsToDollars(line.priceCents),
        renewalOf:
          line.renewalOfLicenceId === null
            ? null
            : {
                licenceId: line.renewalOfLicenceId,
                key: line.renewalKey ?? '',
                updatesUntil: line.renewalUpdatesUntil?.toISOString() ?? null,
              },
        upgradeCredit: centsToDollars(line.upgradeCreditCents),
      };
    }),
    summary: {
      // The list prices; the credit and the discount come off them.
      subtotal: centsToDollars(sums.subtotalCents + sums.upgradeCreditCents),
      upgradeCredit: centsToDollars(sums.upgradeCreditCents),
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
export async function addToCart(db: Db, userId: number, input: CartAddInput): Promise<CartAddResponse> {
  if (input.renewalOf !== undefined) return addRenewalToCart(db, userId, input.renewalOf);
  const indicatorId = input.indicatorId!;
  return db.transaction(async (tx) => {
    await lockUserCart(tx, userId);
    const product = await findPublicIndicator(tx, indicatorId, DEFAULT_LANGUAGE);
    if (!product) throw appError('indicator_not_found');
    const conflict = ownershipConflict(await ownershipOf(tx, userId), product);
    if (conflict) throw appError(conflict.code);
    const lines = await cart.listCart(tx, userId);
    if (lines.some((l) => l.indicatorId === indicatorId)) return { success: true as const };
    const bought = lines.filter((l) => l.renewalOfLicenceId === null);
    if (product.kind === 'indicator' && bought.some((l) => l.kind === 'bundle')) throw appError('bundle_in_cart');
    const covered = product.kind === 'bundle' ? bought.filter((l) => l.kind === 'indicator') : [];
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

/**
 * `{renewalOf: key}` puts a renewal of the user's licence in the cart, at the product's
 * renewal price. Adding it again is harmless (one line per product and user).
 */
async function addRenewalToCart(db: Db, userId: number, key: string): Promise<CartAddResponse> {
  return db.transaction(async (tx) => {
    await lockUserCart(tx, userId);
    const licence = await renewableLicence(tx, userId, key);
    const lines = await cart.listCart(tx, userId);
    const same = lines.find((l) => l.indicatorId === licence.indicatorId);
    if (same?.renewalOfLicenceId === licence.id) return { success: true as const };
    if (same) throw appError('already_owned');
    if ((await cart.countCart(tx, userId)) >= CART_MAX_ITEMS) throw appError('cart_full');
    await cart.addLine(tx, userId, licence.indicatorId, licence.id);
    return { success: true as const };
  });
}

/** SPEC §7 POST /_api/cart/remove: removing what is not there is a no-op, so a double click is harmless. */
export async function removeFromCart(db: Db, userId: number, indicatorId: number) {
  await cart.removeLine(db, userId, indicatorId);
  return { success: true as const };
}
