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
