/**
 * Intl formatters made once per language and options, not once per call: a `toLocaleDateString`
 * with options or a `new Intl.*Format` builds a formatter (locale data look-up) every time, which
 * issue 21's profile of a signed-in /orders render found among its top items. Callers pass options
 * written once at module level; the options object is the cache key with the language.
 */
const dateFormats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
const numberFormats = new WeakMap<Intl.NumberFormatOptions, Map<string, Intl.NumberFormat>>();

function memo<O extends object, F>(cache: WeakMap<O, Map<string, F>>, options: O, lang: string, make: () => F): F {
  let byLang = cache.get(options);
  if (!byLang) cache.set(options, (byLang = new Map()));
  let format = byLang.get(lang);
  if (!format) byLang.set(lang, (format = make()));
  return format;
}

export const dateFormat = (lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  memo(dateFormats, options, lang, () => new Intl.DateTimeFormat(lang, options));

export const numberFormat = (lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  memo(numberFormats, options, lang, () => new Intl.NumberFormat(lang, options));

const regionNameFormats = new Map<string, Intl.DisplayNames>();

/** Country and region names (`DE` → "Germany" on an English page, "Deutschland" on a German one). */
export function regionNames(lang: string): Intl.DisplayNames {
  let names = regionNameFormats.get(lang);
  if (!names) regionNameFormats.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
  return names;
}

/** A country's name in the language; the code itself when the language's data has no name for it. */
export const countryName = (lang: string, code: string): string => regionNames(lang).of(code) ?? code;
