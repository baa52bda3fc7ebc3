import { describe, expect, it } from 'vitest';
import {
  dateFormat,
  formatDay,
  formatDayOrNull,
  formatDayTimeUtc,
  formatLongDate,
  formatNumber,
} from './intl-formats.ts';

const AT = '2026-03-04T15:05:00Z';

describe('dates in the page language', () => {
  it('writes the long day in German, French and Chinese, in UTC', () => {
    expect(formatLongDate(AT, 'en')).toBe('March 4, 2026');
    expect(formatLongDate(AT, 'de')).toBe('4. März 2026');
    expect(formatLongDate(AT, 'fr')).toBe('4 mars 2026');
    expect(formatLongDate(AT, 'zh')).toBe('2026年3月4日');
    // Late in the UTC day is still that day, whatever the machine's zone.
    expect(formatLongDate('2026-03-04T23:59:59Z', 'de')).toBe('4. März 2026');
  });

  it('writes the short day with the month abbreviated', () => {
    expect(formatDay(AT, 'en')).toBe('Mar 4, 2026');
    expect(formatDay(new Date(AT), 'de')).toBe('4. März 2026');
    expect(formatDay(AT, 'fr')).toBe('4 mars 2026');
    expect(formatDay(AT, 'zh')).toBe('2026年3月4日');
  });

  it('writes a day and time in UTC, marked as such', () => {
    expect(formatDayTimeUtc(AT, 'en')).toBe('Mar 4, 2026, 3:05 PM UTC');
    expect(formatDayTimeUtc(AT, 'de')).toBe('4. März 2026, 15:05 UTC');
  });

  it('gives null for a missing or unusable date', () => {
    expect(formatDayOrNull(null, 'de')).toBeNull();
    expect(formatDayOrNull('', 'de')).toBeNull();
    expect(formatDayOrNull('not a date', 'de')).toBeNull();
    expect(formatDayOrNull(AT, 'fr')).toBe('4 mars 2026');
  });

  it('makes one formatter per language and options', () => {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric' };
    expect(dateFormat('de', options)).toBe(dateFormat('de', options));
    expect(dateFormat('fr', options)).not.toBe(dateFormat('de', options));
  });
});

describe('numbers in the page language', () => {
  it('uses the language’s decimal and grouping marks', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'fr')).toBe('1\u202f234,5');
    expect(formatNumber(7.25, 'zh')).toBe('7.25');
  });
});
