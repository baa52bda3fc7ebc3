import { describe, expect, it } from 'vitest';
import { formatBuckets, formatPointsChange, tickIndexes } from './format.ts';

describe('chart date labels', () => {
  it('labels so few points that neighbouring dates never overlap, however narrow the chart', () => {
    for (const [count, width, label] of [
      [30, 600, 60],
      [31, 280, 48],
      [365, 900, 52],
      [90, 1100, 80],
      [7, 1100, 60],
    ] as const) {
      const ticks = tickIndexes(count, width, label);
      const perPoint = width / (count - 1);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeLessThan(count);
      for (let i = 1; i < ticks.length; i++)
        expect((ticks[i]! - ticks[i - 1]!) * perPoint).toBeGreaterThanOrEqual(label);
    }
    // Room for every label: every point has one.
    expect(tickIndexes(7, 1100, 60)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // "Nov 8, 2026" beside "Nov 10, 2026" on a phone: every fourth day.
    expect(tickIndexes(30, 280, 60)).toEqual([0, 8, 16, 24]);
    expect(tickIndexes(1, 300, 60)).toEqual([0]);
    expect(tickIndexes(0, 300, 60)).toEqual([]);
  });

  it('writes the year in four digits, or leaves it out when every day is in one year', () => {
    expect(formatBuckets(['2026-11-08', '2026-11-10'], 'day', 'en')).toEqual(['Nov 8', 'Nov 10']);
    expect(formatBuckets(['2025-12-31', '2026-01-01'], 'day', 'en')).toEqual(['Dec 31, 2025', 'Jan 1, 2026']);
    expect(formatBuckets(['2025-12-31', '2026-01-01'], 'day', 'de')).toEqual(['31. Dez. 2025', '1. Jan. 2026']);
    expect(formatBuckets(['2026-11-01'], 'month', 'en')).toEqual(['Nov 2026']);
  });
});

describe("a rate's change in percentage points", () => {
  it("is the difference of the two rates, signed, in the page's language", () => {
    expect(formatPointsChange(0.121, 0.1, 'en')).toBe('+2.1');
    expect(formatPointsChange(0.1, 0.121, 'en')).toBe('-2.1');
    expect(formatPointsChange(0.121, 0.1, 'de')).toBe('+2,1');
    expect(formatPointsChange(0.25, 0.25, 'en')).toBe('0.0');
  });
});
