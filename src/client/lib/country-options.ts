import { COUNTRY_CODES } from '#shared/contracts/countries.ts';
import { countryName } from '#shared/intl-formats.ts';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Every assigned country with its name in the page language, sorted as that language sorts
 * them (the checkout's country and the admin's tax table). Made by a page's loader on the server
 * and used as they are after hydration: Node's and the browser's ICU name some countries
 * differently, and differing option texts broke hydration.
 */
export function countryOptions(lang: string): CountryOption[] {
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(lang, code) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
