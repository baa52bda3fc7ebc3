/** A file size in the page's language (`396 bytes`, `12.3 kB`, `4.5 MB`). */
export function formatSize(bytes: number, lang: string): string {
  const [value, unit] =
    bytes < 1000 ? [bytes, 'byte'] : bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  // "396 bytes" in full: the short form of a byte is not an abbreviation in every language ("396 byte").
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(value);
}
