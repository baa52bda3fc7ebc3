import { describe, expect, it } from 'vitest';
import { reversalCents } from '../affiliates/money.ts';
import { itemRefundCents, planRefund } from './refund-plan.ts';

// Hand-derived cents. Order: items 9,900 + 12,900 + 100 = 22,900, tax 10 % = 2,290, total 25,190.
const order = {
  subtotalCents: 22_900,
  taxCents: 2_290,
  totalCents: 25_190,
  items: [
    { id: 1, priceCents: 9_900 },
    { id: 2, priceCents: 12_900 },
    { id: 3, priceCents: 100 },
  ],
};
const none = { refundedCents: 0, refundedItemIds: [] };

describe('planRefund', () => {
  it('an item is its price plus its tax share, rounded half up; the last items take the remainder', () => {
    // 2,290 × 9,900 / 22,900 = 990 exactly; 2,290 × 100 / 22,900 = 10.
    expect(itemRefundCents(order, 9_900)).toBe(10_890);
    expect(planRefund(order, none, { itemIds: [1] })).toEqual({ amountCents: 10_890, itemIds: [1] });
    // After items 1 and 3 (10,890 + 110 = 11,000), item 2 is the last: 25,190 − 11,000 = 14,190.
    expect(planRefund(order, { refundedCents: 11_000, refundedItemIds: [1, 3] }, { itemIds: [2] })).toEqual({
      amountCents: 14_190,
      itemIds: [2],
    });
  });

  it('whole order without items or amount; an amount alone keeps the keys unless it is all that remains', () => {
    expect(planRefund(order, none, {})).toEqual({ amountCents: 25_190, itemIds: [1, 2, 3] });
    expect(planRefund(order, none, { amountCents: 1_000 })).toEqual({ amountCents: 1_000, itemIds: [] });
    expect(planRefund(order, { refundedCents: 1_000, refundedItemIds: [] }, { amountCents: 24_190 })).toEqual({
      amountCents: 24_190,
      itemIds: [1, 2, 3],
    });
  });

  it('refuses more than remains, a refunded item and an item of another order', () => {
    expect(() => planRefund(order, { refundedCents: 25_000, refundedItemIds: [] }, { amountCents: 191 })).toThrow(
      'The refund is more than what remains to be refunded on this order.',
    );
    expect(() => planRefund(order, { refundedCents: 10_890, refundedItemIds: [1] }, { itemIds: [1] })).toThrow(
      'This item has already been refunded.',
    );
    expect(() => planRefund(order, none, { itemIds: [9] })).toThrow('This item is not part of the order.');
  });
});

describe('reversalCents', () => {
  it('shares of the cumulative refunded amount add up to the whole commission', () => {
    // Commission 1,001 on 3,000: thirds of 1,000 each → 333.67 → 334, then 667.33 → 667 (333), then 1,001 (334).
    expect(reversalCents(1_001, 3_000, 0, 1_000)).toBe(334);
    expect(reversalCents(1_001, 3_000, 1_000, 1_000)).toBe(333);
    expect(reversalCents(1_001, 3_000, 2_000, 1_000)).toBe(334);
    expect(334 + 333 + 334).toBe(1_001);
    expect(reversalCents(0, 3_000, 0, 1_000)).toBe(0);
  });
});
