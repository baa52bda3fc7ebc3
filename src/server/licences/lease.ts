const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The offline lease of a valid licence answer (docs/decisions/licence-client.md): the
 * add-on may trust the signed answer without the shop until this time. `days` is the product's
 * `leaseDays` (0–90); 0 gives no offline grace.
 */
export function leaseUntil(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}
