import { describe, expect, it } from 'vitest';
import { orderTaxCents, taxOrder } from './tax-arithmetic.ts';

// Hand-derived; the rule is written down in tax-arithmetic.ts.
describe('tax arithmetic in integer cents', () => {
  it('adds tax-exclusive tax once per order, half up', () => {
    // 228.50 × 8.25 % = 18.85125 → 18.85
    expect(orderTaxCents(22_850, { rateBp: 825, included: false })).toBe(1_885);
    // 0.10 × 25 % = 0.025 → 0.03 (half up)
    expect(orderTaxCents(10, { rateBp: 2_500, included: false })).toBe(3);
  });

  it('splits tax out of tax-inclusive prices over several lines, adding up exactly', () => {
    // Three lines of 0.99 at 19 % included: 2.97 / 1.19 = 2.4957… → net 2.50, tax 0.47.
    // Each line alone would round to 0.16 (0.48 in all); largest remainder gives 0.16, 0.16, 0.15.
    const order = taxOrder(
      [
        { priceCents: 99, discountCents: 0 },
        { priceCents: 99, discountCents: 0 },
        { priceCents: 99, discountCents: 0 },
      ],
      { rateBp: 1_900, included: true },
    );
    expect(order).toEqual({
      subtotalCents: 297,
      discountCents: 0,
      taxCents: 47,
      totalCents: 297,
      lineTaxCents: [16, 16, 15],
      // Tax-inclusive: each line paid its price, and the lines add up to the total.
      linePaidCents: [99, 99, 99],
    });
  });

  it('splits inclusive tax after a discount, in proportion to what each line paid', () => {
    // Paid 99.00 − 19.80 + 149.99 = 229.19; at 20 % included: 229.19 / 1.2 = 190.991… → 190.99, tax 38.20.
    const order = taxOrder(
      [
        { priceCents: 9_900, discountCents: 1_980 },
        { priceCents: 14_999, discountCents: 0 },
      ],
      { rateBp: 2_000, included: true },
    );
    expect(order.totalCents).toBe(22_919);
    expect(order.taxCents).toBe(3_820);
    // 3820 × 7920 / 22919 = 1320.04… and 3820 × 14999 / 22919 = 2499.95… → 1320 + 2500.
    expect(order.lineTaxCents).toEqual([1_320, 2_500]);
    expect(order.lineTaxCents.reduce((a, b) => a + b, 0)).toBe(order.taxCents);
  });

  it('a half cent of net rounds up: 1.05 at 5 % included is net 1.00, tax 0.05', () => {
    expect(orderTaxCents(105, { rateBp: 500, included: true })).toBe(5);
    // 0.01 at 100 % included: net 0.005 → 0.01, tax 0.
    expect(orderTaxCents(1, { rateBp: 10_000, included: true })).toBe(0);
  });
});
