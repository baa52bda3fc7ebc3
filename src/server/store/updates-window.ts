/**
 * The updates window, in whole calendar months (UTC): a licence includes updates until its
 * purchase + the product's `updatesMonths` (0 = forever: null), and a paid renewal adds
 * `updatesMonths` from the later of now and the current end, so renewing early loses nothing and
 * renewing late does not pay for months already gone.
 */
export function addMonths(from: Date, months: number): Date {
  const at = new Date(from.getTime());
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

/** A new licence's end of updates; null (forever) when the product has no window. */
export function updatesUntilAtPurchase(purchasedAt: Date, updatesMonths: number): Date | null {
  return updatesMonths > 0 ? addMonths(purchasedAt, updatesMonths) : null;
}

/** The end after a renewal of `months`, counted from the later of now and the current end. */
export function renewedUntil(current: Date | null, now: Date, months: number): Date {
  const from = current && current > now ? current : now;
  return addMonths(from, months);
}

/** Whether a release published at `publishedAt` is within a window ending `updatesUntil` (null = forever). */
export function withinUpdates(publishedAt: Date | null, updatesUntil: Date | null): boolean {
  if (updatesUntil === null) return true;
  return publishedAt !== null && publishedAt < updatesUntil;
}

/**
 * The widest window among licences that cover one product (its own and the bundle's): null
 * (forever) if any is forever, else the latest end; undefined when there are none.
 */
export function widestWindow(windows: Array<Date | null>): Date | null | undefined {
  if (windows.length === 0) return undefined;
  if (windows.some((w) => w === null)) return null;
  return new Date(Math.max(...windows.map((w) => w!.getTime())));
}
