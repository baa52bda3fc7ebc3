import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { formatNumber } from './intl-formats.ts';

/**
 * `{{count, number}}` in a translation groups the number in the sentence's language (issue 17):
 * "1,234 votes", "1.234 Stimmen", "1 234 votes" (narrow no-break space in French). It replaces
 * i18next's own `number` format with `formatNumber` (cached Intl formatters), and, unlike that
 * one, leaves a value that is not a number as it is: a caller may pass a price already formatted
 * with its currency, and `Intl` must never re-read "1.234" as a decimal.
 *
 * Only counts, sizes, limits and page numbers are marked so in the locale files; years, ids,
 * order and invoice numbers stay plain `{{id}}`, never grouped.
 */
export function groupNumbers(instance: I18n): I18n {
  // Anything else goes back unchanged (a missing value stays missing, as i18next expects).
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' ? formatNumber(value, lng ?? DEFAULT_LANGUAGE) : (value as string),
  );
  return instance;
}
