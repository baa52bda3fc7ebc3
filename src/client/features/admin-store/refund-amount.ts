import { dollarsToCents } from '#shared/contracts/store.constants.ts';

export type RefundAmountProblem = 'required' | 'invalid' | 'decimals' | 'positive' | 'tooHigh';

/**
 * The admin's amount-only refund, checked before it is sent (the server checks again): a number
 * of dollars with at most two decimals, more than 0 and at most what remains refundable. Returns
 * the cents, or what is wrong.
 */
export function parseRefundAmount(
  text: string,
  refundableAmount: number,
): { cents: number; problem?: undefined } | { cents?: undefined; problem: RefundAmountProblem } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { problem: 'required' };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { problem: 'invalid' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { problem: 'decimals' };
  const cents = dollarsToCents(Number(trimmed));
  if (cents <= 0) return { problem: 'positive' };
  if (cents > dollarsToCents(refundableAmount)) return { problem: 'tooHigh' };
  return { cents };
}
