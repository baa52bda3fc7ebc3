import { describe, expect, it } from 'vitest';
import { parseRate } from './rate-input.ts';

describe('parseRate (the /admin/tax form)', () => {
  it.each([
    ['19', 19],
    [' 7.25 ', 7.25],
    ['7,25', 7.25],
    ['0', 0],
    ['100', 100],
    ['.5', 0.5],
    ['8.', 8],
  ])('takes %j as %d %%', (typed, percent) => {
    expect(parseRate(typed)).toEqual({ percent });
  });

  it.each([
    ['', 'rateRequired'],
    ['   ', 'rateRequired'],
    ['abc', 'rateNumber'],
    ['19 %', 'rateNumber'],
    ['1e2', 'rateNumber'],
    ['1.2.3', 'rateNumber'],
    ['-1', 'rateRange'],
    ['100.01', 'rateRange'],
    ['7.255', 'rateDecimals'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(parseRate(typed)).toEqual({ problem });
  });
});
