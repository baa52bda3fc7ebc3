import { describe, expect, it } from 'vitest';
import { reversalCents } from '../affiliates/money.ts';
import { planRefund, remainingCents, type PlanLine } from './refund-plan.ts';

// Hand-derived cents. The order: A $60.00 and B $40.00, a 20 % code, tax 15 % on top.
// Discount 2,000 (A 1,200, B 800); paid before tax A 4,800, B 3,200; tax 1,200 (A 720, B 480);
// A paid 5,520, B 3,680, total 9,200. A's refund is the 55.20 paid, never 69.00 (60 + 15 %).
const line = (id: number, paidCents: number, taxCents: number, refundedCents = 0, givenBack = false): PlanLine => ({
  id,
  paidCents,
  taxCents,
  refundedCents,
  givenBack,
});
const fresh = () => [line(1, 5_520, 720), line(2, 3_680, 480)];
const TOTAL = 9_200;

describe('planRefund', () => {
  it('an item gives back what its line was paid, discount taken off, with its own tax', () => {
    expect(planRefund(fresh(), TOTAL, { itemIds: [1] })).toEqual({
      amountCents: 5_520,
      taxCents: 720,
      itemIds: [1],
      lines: [{ orderItemId: 1, amountCents: 5_520, taxCents: 720 }],
    });
    // Then B in full: exactly what remains of the order, 36.80 with its 4.80 tax.
    expect(planRefund([line(1, 5_520, 720, 5_520, true), line(2, 3_680, 480)], TOTAL, { itemIds: [2] })).toMatchObject({
      amountCents: 3_680,
      taxCents: 480,
    });
  });

  it('an amount is split over the lines by what remains of each; the last cent gives back every key', () => {
    // 10.00 over 5,520 : 3,680 → 6.00 and 4.00; tax 720 × 600 / 5,520 = 78.26 → 78, 480 × 400 / 3,680 = 52.17 → 52.
    expect(planRefund(fresh(), TOTAL, { amountCents: 1_000 })).toEqual({
      amountCents: 1_000,
      taxCents: 130,
      itemIds: [],
      lines: [
        { orderItemId: 1, amountCents: 600, taxCents: 78 },
        { orderItemId: 2, amountCents: 400, taxCents: 52 },
      ],
    });
    const after = [line(1, 5_520, 720, 600), line(2, 3_680, 480, 400)];
    expect(remainingCents(after, TOTAL)).toBe(8_200);
    // Item A after that: what remains of its line, 49.20, and the rest of its tax (720 − 78 = 642).
    expect(planRefund(after, TOTAL, { itemIds: [1] })).toMatchObject({ amountCents: 4_920, taxCents: 642 });
    const all = planRefund(after, TOTAL, { amountCents: 8_200 });
    expect(all.itemIds).toEqual([1, 2]);
    expect(all.taxCents).toBe(1_200 - 130);
  });

  it('whole order: every line in full; an item given back or of another order is refused', () => {
    expect(planRefund(fresh(), TOTAL, {})).toMatchObject({ amountCents: 9_200, taxCents: 1_200, itemIds: [1, 2] });
    const given = [line(1, 5_520, 720, 5_520, true), line(2, 3_680, 480)];
    expect(() => planRefund(given, TOTAL, { itemIds: [1] })).toThrow(
      expect.objectContaining({ wireCode: 'refund_item_already_refunded' }),
    );
    expect(() => planRefund(given, TOTAL, { itemIds: [9] })).toThrow(
      expect.objectContaining({ wireCode: 'refund_item_not_in_order' }),
    );
    expect(() => planRefund(given, TOTAL, { amountCents: 3_681 })).toThrow(
      expect.objectContaining({ wireCode: 'refund_amount_too_high' }),
    );
    expect(() => planRefund(given, TOTAL, { itemIds: [2], amountCents: 3_681 })).toThrow(
      expect.objectContaining({ wireCode: 'refund_amount_too_high' }),
    );
  });

  it('per line the tax given back telescopes: many small refunds give back exactly the line tax', () => {
    let lines = fresh();
    let tax = 0;
    for (let i = 0; i < 23; i++) {
      const plan = planRefund(lines, TOTAL, { amountCents: 400 });
      tax += plan.taxCents;
      lines = lines.map((l) => ({
        ...l,
        refundedCents: l.refundedCents + (plan.lines.find((p) => p.orderItemId === l.id)?.amountCents ?? 0),
      }));
    }
    expect(remainingCents(lines, TOTAL)).toBe(0);
    expect(tax).toBe(1_200);
  });
});

describe('reversalCents', () => {
  it('reverses the share of the cumulative refund, so the parts add up to the whole commission', () => {
    // 2,000 commission on 20,000: 9,900 then 10,100 → 990 then 1,010.
    expect(reversalCents(2_000, 20_000, 0, 9_900)).toBe(990);
    expect(reversalCents(2_000, 20_000, 9_900, 10_100)).toBe(1_010);
    // Three refunds of a third each of 100 with a 10 commission: 3 + 4 + 3 (rounding telescopes).
    const parts = [reversalCents(10, 100, 0, 33), reversalCents(10, 100, 33, 33), reversalCents(10, 100, 66, 34)];
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10);
  });
});
