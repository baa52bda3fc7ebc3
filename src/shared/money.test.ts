import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsIn, formatPlanPrice, formatUsd } from './money.ts';

// SPEC §9: USD, two decimals, en-US formatting, whatever the page language.
describe('money', () => {
  it('writes dollars and cents as en-US USD with two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(99)).toBe('$99.00');
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('stays en-US dollars when every other number follows the page language', () => {
    expect(formatCentsIn(10_643, 'USD')).toBe('$106.43');
    expect(formatUsd(106.43)).not.toContain(',');
  });

  it('writes an invoice’s other currency en-US too', () => {
    expect(formatCentsIn(123_450, 'EUR')).toBe('€1,234.50');
  });

  it('shows plan prices in whole dollars, and cents only when there are some', () => {
    expect(formatPlanPrice(69)).toBe('$69');
    expect(formatPlanPrice(1299)).toBe('$1,299');
    expect(formatPlanPrice(69.5)).toBe('$69.50');
  });
});
