// Zod-free part of the shared field rules (fields.ts re-exports it): limits, messages and checks
// that browser code may import without pulling zod into a page's first load.

/** PostgreSQL `integer` (int4): every id column. A larger id can only be a mistake or a probe. */
export const INT4_MAX = 2_147_483_647;
/** Paging far beyond any list this shop holds only costs the database an OFFSET scan. */
export const PAGE_MAX = 100_000;

/** Outer limits on any request's body and query, checked before the route's own schema. */
export const HOSTILE_INPUT_LIMITS = {
  /** Objects and arrays inside one another: the deepest contract needs 4. */
  depth: 16,
  /** Values (fields, list items) in one request: a bulk update of 100 rows needs ~400. */
  values: 5_000,
} as const;

/** Messages people read, the same everywhere (the client maps each onto a translation key). */
export const FIELD_MESSAGES = {
  page: 'Page must be a whole number of 1 or more.',
  pageTooBig: `Page must be ${PAGE_MAX.toLocaleString('en-US')} or less.`,
  nulCharacter: 'Text cannot contain the NUL character.',
  tooDeep: 'The request is nested too deeply.',
  tooManyValues: 'The request holds too many values.',
  twoDecimals: (label: string) => `${label} can have at most two decimals.`,
  limit: (label: string, max: number) => `${label} must be a whole number from 1 to ${max}.`,
  id: (label: string) => `${label} must be a whole number from 1 to ${INT4_MAX}.`,
  required: (label: string) => `${label} is required.`,
} as const;

/** Dollars that are a whole number of cents (19.99, not 19.999); tolerant of float noise (0.1 + 0.2). */
export const hasAtMostTwoDecimals = (dollars: number) =>
  Number.isFinite(dollars) && Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/** `pageSize` → "Page size", `payoutDetails.paypalEmail` → "Paypal email": a field's name for a message. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((k): k is string => typeof k === 'string' && k !== '_');
  if (!key) return 'This value';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
