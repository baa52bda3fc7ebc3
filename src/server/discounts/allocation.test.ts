import { describe, expect, it } from 'vitest';
import { allocateDiscount, orderDiscountCents } from './allocation.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('discount rounding', () => {
  it('rounds a percentage half up once on the eligible sum', () => {
    // 20 % of 248.99 = 49.798 → 49.80; 12.5 % of 0.04 = 0.005 → 0.01.
    expect(orderDiscountCents({ kind: 'percent', amount: 2_000 }, 24_899)).toBe(4_980);
    expect(orderDiscountCents({ kind: 'percent', amount: 1_250 }, 4)).toBe(1);
    expect(orderDiscountCents({ kind: 'percent', amount: 10_000 }, 9_900)).toBe(9_900);
  });

  it('caps a fixed amount at the eligible sum: the order goes to 0, never below', () => {
    expect(orderDiscountCents({ kind: 'fixed', amount: 50_000 }, 9_900)).toBe(9_900);
    expect(orderDiscountCents({ kind: 'fixed', amount: 500 }, 9_900)).toBe(500);
    expect(orderDiscountCents({ kind: 'fixed', amount: 500 }, 0)).toBe(0);
  });

  it('splits over three lines by largest remainder so the lines add up exactly', () => {
    // 10 % of 3 × 33.33 = 9.999 → 10.00; 1000 × 3333 / 9999 = 333.33 each → 333, 333, 333 + 1 to the first.
    const prices = [3_333, 3_333, 3_333];
    const discount = orderDiscountCents({ kind: 'percent', amount: 1_000 }, sum(prices));
    expect(discount).toBe(1_000);
    expect(allocateDiscount(discount, prices)).toEqual([334, 333, 333]);
  });

  it('gives the leftover cents to the largest remainders, whatever their order', () => {
    // 20 % of 99.00 + 149.99 + 0.01 = 249.00 → 49.80. Exact shares 19.80, 29.998, 0.002.
    const prices = [9_900, 14_999, 1];
    const shares = allocateDiscount(orderDiscountCents({ kind: 'percent', amount: 2_000 }, sum(prices)), prices);
    expect(shares).toEqual([1_980, 3_000, 0]);
    expect(sum(shares)).toBe(4_980);
  });

  it('never gives a line more than its price, and sums exactly over many random carts', () => {
    for (let run = 0; run < 500; run++) {
      const prices = Array.from({ length: 1 + (run % 7) }, (_, i) => 1 + ((run * 7_919 + i * 104_729) % 30_000));
      const total = sum(prices);
      const discount = orderDiscountCents({ kind: 'percent', amount: 1 + ((run * 37) % 10_000) }, total);
      const shares = allocateDiscount(discount, prices);
      expect(sum(shares)).toBe(discount);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(prices[i]!));
    }
  });
});
