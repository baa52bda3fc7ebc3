import { allocateDiscount as allocateByLargestRemainder } from '../discounts/index.ts';

// The tax arithmetic, in integer cents, in one place ("rounding rule written down").
//
// Every line pays paid_i = price_i − discount_i; the order pays P = Σ paid_i before any tax split.
// The rate r is in basis points (19 % = 1900). Rounding is half up to the cent, once per order:
//
// - Tax-exclusive prices (default): tax = round(P × r / 10000) = floor((P × r + 5000) / 10000);
//   total = P + tax.
// - Tax-inclusive prices (`PRICES_INCLUDE_TAX=true`): P already holds the tax. The net part is
//   net = round(P × 10000 / (10000 + r)) = floor((2 × P × 10000 + (10000 + r)) / (2 × (10000 + r)));
//   tax = P − net; total = P. So the customer pays exactly the price shown, and net + tax = total.
//
// The order's tax is then split across the lines in proportion to what each paid by the
// largest-remainder method (the discount's own rule, discounts/allocation.ts): the lines' taxes
// always add up exactly to the order's tax. Rounding each line on its own would not: three lines
// of $0.99 at 19 % inclusive are 0.158… each, 0.16 × 3 = 0.48, but the order's tax is 0.47.

export interface TaxRule {
  rateBp: number;
  /** The prices hold the tax already (split out) rather than have it added. */
  included: boolean;
}

export interface TaxedOrder {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** Each line's share of `taxCents`, in the lines' order. */
  lineTaxCents: number[];
  /** What each line was paid, tax included (`linePaidCents`); they add up to `totalCents` exactly. */
  linePaidCents: number[];
}

/**
 * The one rule for what an order line was paid, tax included: price − its discount share, plus
 * its tax share when prices are tax-exclusive (tax-inclusive prices hold it already). `priceCents`
 * here is already after a bundle's upgrade credit (`priceLines` in store/cart.service.ts takes it
 * off first), so the stored `paid_cents` = price − upgrade credit − discount (+ tax). Summed over
 * the lines this is the order's total, to the cent, since the shares add up to the order's.
 */
export const linePaidCents = (
  line: { priceCents: number; discountCents: number; taxCents: number },
  included: boolean,
) => line.priceCents - line.discountCents + (included ? 0 : line.taxCents);

/** The tax in cents on `paidCents` under `rule`. */
export function orderTaxCents(paidCents: number, rule: TaxRule): number {
  if (paidCents <= 0 || rule.rateBp <= 0) return 0;
  if (!rule.included) return Math.floor((paidCents * rule.rateBp + 5_000) / 10_000);
  const divisor = 10_000 + rule.rateBp;
  const net = Math.floor((2 * paidCents * 10_000 + divisor) / (2 * divisor));
  return paidCents - net;
}

/** Sums an order's lines: subtotal, discount, tax (with each line's share) and total. */
export function taxOrder(lines: Array<{ priceCents: number; discountCents: number }>, rule: TaxRule): TaxedOrder {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const discountCents = lines.reduce((sum, l) => sum + l.discountCents, 0);
  const paid = lines.map((l) => l.priceCents - l.discountCents);
  const paidCents = subtotalCents - discountCents;
  const taxCents = orderTaxCents(paidCents, rule);
  const lineTaxCents = allocateByLargestRemainder(taxCents, paid);
  return {
    subtotalCents,
    discountCents,
    taxCents,
    totalCents: rule.included ? paidCents : paidCents + taxCents,
    lineTaxCents,
    linePaidCents: lines.map((l, i) => linePaidCents({ ...l, taxCents: lineTaxCents[i] ?? 0 }, rule.included)),
  };
}

/** What an order was paid before tax (commission is on it): the total without the tax, in either mode. */
export const paidBeforeTaxCents = (order: { totalCents: number; taxCents: number }) =>
  order.totalCents - order.taxCents;
