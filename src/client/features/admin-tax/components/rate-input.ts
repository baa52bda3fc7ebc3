import { hasAtMostTwoDecimals } from '#shared/contracts/fields.constants.ts';

/** Why a typed rate cannot be sent, as a key under `admin.messages`; null when it can. */
export type RateProblem = 'rateRequired' | 'rateNumber' | 'rateRange' | 'rateDecimals';

/**
 * The rate as typed (`19`, `7.25`, or `7,25` with a comma as many of the admin's languages write
 * it) → the percent the API takes, or the problem with it. The server checks the same rules
 * (SetTaxRateInputSchema); checking here first names the problem before a round trip.
 */
export function parseRate(typed: string): { percent: number } | { problem: RateProblem } {
  const text = typed.trim().replace(',', '.');
  if (text === '') return { problem: 'rateRequired' };
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { problem: 'rateNumber' };
  const percent = Number(text);
  if (percent < 0 || percent > 100) return { problem: 'rateRange' };
  if (!hasAtMostTwoDecimals(percent)) return { problem: 'rateDecimals' };
  return { percent };
}
