/**
 * Medium dates in UTC: the server renders the page and the browser hydrates it, and both must
 * print the same text whatever the machine's time zone. Null when there is no usable date.
 */
export function formatDate(iso: string | null | undefined, lang: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
