/** A file size in the page's language (`12.3 kB`, `4.5 MB`). */
export function formatSize(bytes: number, lang: string): string {
  const [value, unit] =
    bytes < 1000 ? [bytes, 'byte'] : bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A medium date in the page's language; UTC so the server and the browser render the same text. */
export const formatDay = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
