import { describe, expect, it } from 'vitest';
import { parseRefundAmount } from './refund-amount.ts';

// 141.90 remains refundable in every case below.
describe('parseRefundAmount', () => {
  it('gives the cents of an amount up to the remainder', () => {
    expect(parseRefundAmount('33.33', 141.9)).toEqual({ cents: 3_333 });
    expect(parseRefundAmount(' 10 ', 141.9)).toEqual({ cents: 1_000 });
    expect(parseRefundAmount('0,5', 141.9)).toEqual({ cents: 50 });
    expect(parseRefundAmount('141.90', 141.9)).toEqual({ cents: 14_190 });
  });

  it('names what is wrong', () => {
    expect(parseRefundAmount('', 141.9)).toEqual({ problem: 'required' });
    expect(parseRefundAmount('abc', 141.9)).toEqual({ problem: 'invalid' });
    expect(parseRefundAmount('-5', 141.9)).toEqual({ problem: 'invalid' });
    expect(parseRefundAmount('1e3', 141.9)).toEqual({ problem: 'invalid' });
    expect(parseRefundAmount('1.234', 141.9)).toEqual({ problem: 'decimals' });
    expect(parseRefundAmount('0.00', 141.9)).toEqual({ problem: 'positive' });
    expect(parseRefundAmount('141.91', 141.9)).toEqual({ problem: 'tooHigh' });
  });
});
