/**
 * Intl formatters made once per language and options, not once per call: a `toLocaleDateString`
 * with options or a `new Intl.*Format` builds a formatter (locale data look-up) every time, which
 * a CPU profile of a signed-in /orders render found among its top items. Callers pass options
 * written once at module level; the options object is the cache key with the language.
 *
 * Shared, not client-only: the server renders the same pages and writes e-mails and invoices in the
 * recipient's language (docs/decisions/dates-numbers-currency.md). Money is not here: see money.ts.
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
const languageNameFormats = new Map<string, Intl.DisplayNames>();

/** Country and region names (`DE` → "Germany" on an English page, "Deutschland" on a German one). */
export const regionNames = (lang: string): Intl.DisplayNames =>
  memoNames(regionNameFormats, lang, () => new Intl.DisplayNames([lang], { type: 'region' }));

/** Language names (`de` → "German" on an English page, "Deutsch" on a German one). */
export const languageNames = (lang: string): Intl.DisplayNames =>
  memoNames(languageNameFormats, lang, () => new Intl.DisplayNames([lang], { type: 'language' }));

function memoNames(cache: Map<string, Intl.DisplayNames>, lang: string, make: () => Intl.DisplayNames) {
  let names = cache.get(lang);
  if (!names) cache.set(lang, (names = make()));
  return names;
}

/** A country's name in the language; the code itself when the language's data has no name for it. */
export const countryName = (lang: string, code: string): string => regionNames(lang).of(code) ?? code;

// Dates. Explicit fields rather than `dateStyle`, and UTC: Node's ICU and the browser's must print
// the same text for the server-rendered page to hydrate, whatever the machine's time zone.
const DAY_LONG: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** A day with its month by name, in UTC ("March 4, 2026", "4. März 2026", "2026年3月4日"). */
export const formatLongDate = (at: string | Date, lang: string) => dateFormat(lang, DAY_LONG).format(toDate(at));

/** A day with its month abbreviated, in UTC ("Mar 4, 2026", "4. März 2026", "4 mars 2026"). */
export const formatDay = (at: string | Date, lang: string) => dateFormat(lang, DAY).format(toDate(at));

/** A day and time in UTC, marked as such ("Mar 4, 2026, 3:05 PM UTC"). */
export const formatDayTimeUtc = (at: string | Date, lang: string) =>
  `${dateFormat(lang, DAY_TIME).format(toDate(at))} UTC`;

/** `formatDay`, or null when there is no usable date (an optional field, a bad string). */
export function formatDayOrNull(iso: string | null | undefined, lang: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDay(date, lang);
}

const DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** A count, rate or any plain number in the language's digits and marks ("1.234,5" in German). */
export const formatNumber = (n: number, lang: string, options: Intl.NumberFormatOptions = DECIMAL) =>
  numberFormat(lang, options).format(n);
