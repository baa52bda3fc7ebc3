import { numberFormat } from '#shared/intl-formats.ts';

// "396 bytes" in full: the short form of a byte is not an abbreviation in every language ("396 byte").
const BYTES: Intl.NumberFormatOptions = { style: 'unit', unit: 'byte', unitDisplay: 'long', maximumFractionDigits: 1 };
const KB: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilobyte',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
};
const MB: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'megabyte',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
};

/** A file size in the page's language (`396 bytes`, `12.3 kB`, `4.5 MB`). */
export function formatSize(bytes: number, lang: string): string {
  const [value, options] =
    bytes < 1000 ? [bytes, BYTES] : bytes < 1_000_000 ? [bytes / 1000, KB] : [bytes / 1_000_000, MB];
  return numberFormat(lang, options).format(value);
}
