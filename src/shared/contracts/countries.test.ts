import { describe, expect, it } from 'vitest';
import { countryFromAcceptLanguage } from './countries.ts';

describe('countryFromAcceptLanguage (the checkout pre-fill)', () => {
  it.each([
    ['de-DE,de;q=0.9', 'DE'],
    ['zh-Hans-CN', 'CN'],
    ['en-GB;q=0.5,fr-CA', 'CA'],
    // A bare language gives its most likely country.
    ['de', 'DE'],
    ['zh', 'CN'],
    ['zh-Hans', 'CN'],
    ['pt', 'BR'],
    ['de,en-US;q=0.8', 'DE'],
    ['*', null],
    ['x-klingon', null],
    ['', null],
  ])('%j → %j', (header, expected) => {
    expect(countryFromAcceptLanguage(header)).toBe(expected);
  });
});
