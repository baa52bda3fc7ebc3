import { REFUND_MESSAGES } from '#shared/contracts/refunds.ts';
import { allocateDiscount as allocateByLargestRemainder } from '../discounts/index.ts';
import { appError } from '../error-catalogue.ts';

// What one refund gives back, line by line, from what each order line was paid (its stored
// `paid_cents`, tax included) and what earlier refunds gave back of it. Pure: cents in, cents out.
// The rule (docs/decisions/order-line-money.md):
// - an item refund gives back what remains of that line (paid − refunded before): after a 20 %
//   code, the 55.20 paid, never the 69.00 list price and tax;
// - an amount is split over the lines (the chosen items', or every line's) in proportion to what
//   remains of each, by the largest-remainder method, so no line gives back more than was paid;
// - each line's tax share is its tax × refunded / paid, taken cumulatively (rounded half up after
//   this refund, less the same before it), so a line refunded in full gives back exactly its tax.

export interface PlanLine {
  id: number;
  paidCents: number;
  taxCents: number;
  /** Cents of this line in refunds that are pending or succeeded (a failed one gave nothing back). */
  refundedCents: number;
  /** Its item was given back (licence revoked) by such a refund. */
  givenBack: boolean;
}

export interface RefundPlanLine {
  orderItemId: number;
  amountCents: number;
  taxCents: number;
}

export interface RefundPlan {
  amountCents: number;
  taxCents: number;
  /** Items given back (their licences are revoked). */
  itemIds: number[];
  lines: RefundPlanLine[];
}

export interface RefundRequestShape {
  itemIds?: number[];
  amountCents?: number;
}

const remainingOf = (line: PlanLine) => Math.max(0, line.paidCents - line.refundedCents);

/** `part / whole` of `cents`, rounded half up, in integers. */
const shareCents = (cents: number, part: number, whole: number) =>
  whole <= 0 ? 0 : Math.floor((2 * cents * Math.min(part, whole) + whole) / (2 * whole));

/** The tax inside `amountCents` given back of `line` now, after what was given back before. */
export function lineRefundTaxCents(
  line: Pick<PlanLine, 'paidCents' | 'taxCents' | 'refundedCents'>,
  amountCents: number,
) {
  return (
    shareCents(line.taxCents, line.refundedCents + amountCents, line.paidCents) -
    shareCents(line.taxCents, line.refundedCents, line.paidCents)
  );
}

/** What remains refundable of the order: the lines' remainders, never more than the total less refunds. */
export function remainingCents(lines: PlanLine[], totalCents: number): number {
  const given = lines.reduce((sum, l) => sum + l.refundedCents, 0);
  return Math.max(
    0,
    Math.min(
      lines.reduce((sum, l) => sum + remainingOf(l), 0),
      totalCents - given,
    ),
  );
}

function tooHigh(): never {
  throw appError('refund_amount_too_high', { details: { amount: REFUND_MESSAGES.amountTooHigh } });
}

/**
 * Without items and amount: everything that remains, every item not yet given back. With items:
 * what remains of their lines (or `amount` of it). With an amount only: split over every line;
 * the last cent gives back every item too. Refuses an item of another order, an item given back
 * before, and more than remains.
 */
export function planRefund(lines: PlanLine[], totalCents: number, request: RefundRequestShape): RefundPlan {
  const wanted = request.itemIds ? [...new Set(request.itemIds)] : undefined;
  for (const id of wanted ?? []) {
    const line = lines.find((l) => l.id === id);
    if (!line) throw appError('refund_item_not_in_order', { details: { itemId: id } });
    if (line.givenBack) throw appError('refund_item_already_refunded', { details: { itemId: id } });
  }
  const orderRemaining = remainingCents(lines, totalCents);
  const open = lines.filter((l) => !l.givenBack).map((l) => l.id);
  const over = wanted ? lines.filter((l) => wanted.includes(l.id)) : lines;
  const overRemaining = wanted
    ? Math.min(
        orderRemaining,
        over.reduce((s, l) => s + remainingOf(l), 0),
      )
    : orderRemaining;
  const amountCents = request.amountCents ?? overRemaining;
  if (amountCents > overRemaining || amountCents <= 0) tooHigh();

  const shares = allocateByLargestRemainder(amountCents, over.map(remainingOf));
  const planLines = over
    .map((line, i) => ({ line, amountCents: shares[i] ?? 0 }))
    .filter((l) => l.amountCents > 0)
    .map(({ line, amountCents: cents }) => ({
      orderItemId: line.id,
      amountCents: cents,
      taxCents: lineRefundTaxCents(line, cents),
    }));
  // Money back to the last cent gives back every key too.
  const itemIds = wanted ?? (request.amountCents === undefined || amountCents === orderRemaining ? open : []);
  return {
    amountCents,
    taxCents: planLines.reduce((sum, l) => sum + l.taxCents, 0),
    itemIds,
    lines: planLines,
  };
}
