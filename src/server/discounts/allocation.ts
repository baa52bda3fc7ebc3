// The discount arithmetic, in integer cents, in one place.
//
// 1. The order's discount is computed once on the eligible lines' sum:
//    - percent: eligible × bp / 10000, rounded half up to the cent
//      (floor((eligible × bp + 5000) / 10000)), like tax and commissions;
//    - fixed: the amount, but never more than the eligible sum, so the order goes to 0, never below.
// 2. It is then split across the eligible lines in proportion to their prices by the
//    largest-remainder method: each line gets floor(discount × price / eligible); the cents left
//    over go one each to the lines with the largest remainders (ties: the earlier line). The
//    lines therefore always add up exactly to the order's discount, and no line's share exceeds
//    its price.

export interface DiscountRule {
  kind: 'percent' | 'fixed';
  /** Basis points for percent, cents for fixed. */
  amount: number;
}

export function orderDiscountCents(rule: DiscountRule, eligibleCents: number): number {
  if (eligibleCents <= 0) return 0;
  if (rule.kind === 'fixed') return Math.min(rule.amount, eligibleCents);
  return Math.min(eligibleCents, Math.floor((eligibleCents * rule.amount + 5_000) / 10_000));
}

/** Splits `discountCents` over `prices` (cents, one per line) by largest remainder; the result sums to it exactly. */
export function allocateDiscount(discountCents: number, prices: number[]): number[] {
  const total = prices.reduce((sum, p) => sum + p, 0);
  if (discountCents <= 0 || total <= 0) return prices.map(() => 0);
  const shares = prices.map((price, index) => {
    const exact = discountCents * price;
    return { index, base: Math.floor(exact / total), remainder: exact % total };
  });
  let left = discountCents - shares.reduce((sum, s) => sum + s.base, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.base += 1;
    left -= 1;
  }
  return shares.map((s) => s.base);
}
