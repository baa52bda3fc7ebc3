/** Percent on the wire (12.5) ↔ basis points in the database (1250). */
export const rateToBp = (percent: number) => Math.round(percent * 100);
export const bpToRate = (bp: number) => bp / 100;

/**
 * Commission in integer cents: total × rate, rounded half up to the cent. With the rate in
 * basis points this is exact integer arithmetic: floor((total × bp + 5000) / 10000).
 * Example: $123.45 at 10% = 1234.5 cents → 1235; $99.99 at 10% = 999.9 → 1000; $0.04 at 12.5% = 0.5 → 1.
 */
export function commissionCents(totalCents: number, rateBp: number): number {
  if (totalCents <= 0 || rateBp <= 0) return 0;
  return Math.floor((totalCents * rateBp + 5000) / 10000);
}

/** `part / whole` of `cents`, rounded half up to the cent, in integers. */
const shareCents = (cents: number, part: number, whole: number) => Math.floor((2 * cents * part + whole) / (2 * whole));

/**
 * The commission reversed by one refund: the share of the cumulative refunded amount after it,
 * less the share before it. Summed over refunds this telescopes, so refunds adding up to the
 * order's total reverse exactly the whole commission (no cent lost or doubled by rounding).
 * Example: 2,000 commission on a 20,000 order; refunds of 9,900 then 10,100 reverse 990 then 1,010.
 */
export function reversalCents(commission: number, totalCents: number, refundedBefore: number, refundCents: number) {
  if (commission <= 0 || totalCents <= 0) return 0;
  const after = Math.min(totalCents, refundedBefore + refundCents);
  return (
    shareCents(commission, after, totalCents) - shareCents(commission, Math.min(totalCents, refundedBefore), totalCents)
  );
}
