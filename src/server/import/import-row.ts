import type { ImportRefusal, ImportRefusalCode } from '#shared/contracts/import.constants.ts';
import { canonicalLicenceKey, hasControlCharacter, LICENCE_KEY_MAX_LENGTH } from '#shared/contracts/licences.ts';
import { LANGUAGE_CODES } from '#shared/languages.ts';

// Every source turns its export into these rows; the planner and the batch writer know nothing
// of where they came from.

export interface ImportMachine {
  id: string;
  name: string | null;
  lastSeenAt: Date | null;
}

/** A customer's key with its order (one order line per key) and its machines. */
export interface LicenceRow {
  kind: 'licence';
  line: number;
  email: string;
  name: string;
  language: string | null;
  /** An indicator id or exact name; empty: the run's default product. */
  product: string;
  key: string;
  /** Null: the product's own limit. */
  machineLimit: number | null;
  status: 'active' | 'revoked';
  machines: ImportMachine[];
  order: { ref: string; purchasedAt: Date; amountCents: number; currency: string };
}

/** Machines of a key given on its own (Keygen's machines pages). */
export interface MachinesRow {
  kind: 'machines';
  line: number;
  key: string;
  machines: ImportMachine[];
}

export type ImportRow = LicenceRow | MachinesRow;
export type SourceItem = ImportRow | ImportRefusal;

export class RowRefused extends Error {
  constructor(
    readonly code: ImportRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (code: ImportRefusalCode, reason: string): never => {
  throw new RowRefused(code, reason);
};

/** Runs a source's mapping of one record; a `RowRefused` becomes the row's refusal. */
export function mapRecord(line: number, map: () => ImportRow): SourceItem {
  try {
    const row = map();
    checkRowCells(row);
    return row;
  } catch (error) {
    if (error instanceof RowRefused) return { line, code: error.code, reason: error.message };
    throw error;
  }
}

// A spreadsheet runs a cell starting with one of these as a formula; a number with its sign is not one.
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/** Every text cell of a record passes here first: no NUL byte, nothing a spreadsheet would run. */
export function checkCells(record: Record<string, unknown>): void {
  for (const [column, value] of Object.entries(record)) {
    if (typeof value !== 'string') continue;
    if (value.includes('\u0000')) refuse('nul_byte', `The ${column} cell contains a NUL byte.`);
    if (FORMULA_START.test(value) && !SIGNED_NUMBER.test(value))
      refuse('formula_cell', `The ${column} cell looks like a spreadsheet formula: ${value.slice(0, 40)}`);
  }
}

/** The same check on what a row keeps, whatever the source (a JSON export has no cells, but the same texts). */
function checkRowCells(row: ImportRow): void {
  const texts: Record<string, string | null> =
    row.kind === 'licence'
      ? { email: row.email, name: row.name, product: row.product, key: row.key, order_ref: row.order.ref }
      : { key: row.key };
  row.machines.forEach((m, i) => {
    texts[`machine ${i + 1}`] = m.id;
    texts[`machine ${i + 1} name`] = m.name;
  });
  checkCells(texts);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function email(value: unknown): string {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (!EMAIL.test(text) || text.length > 254) refuse('bad_email', `Not an e-mail address: “${text.slice(0, 80)}”.`);
  return text;
}

export function displayName(value: unknown, emailAddress: string): string {
  const text = String(value ?? '').trim();
  if (text.length > 100 || hasControlCharacter(text))
    refuse('bad_name', 'The name is longer than 100 characters or not printable.');
  return text || emailAddress.split('@')[0]!;
}

export function licenceKey(value: unknown): string {
  const text = String(value ?? '').trim();
  if (!text) refuse('bad_key', 'The licence key is empty.');
  if (text.length > LICENCE_KEY_MAX_LENGTH || hasControlCharacter(text))
    refuse('bad_key', `The licence key is longer than ${LICENCE_KEY_MAX_LENGTH} characters or not printable.`);
  return canonicalLicenceKey(text);
}

/** Empty: the product's own limit. */
export function machineLimit(value: unknown): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const n = Number(String(value).trim());
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    refuse('bad_machine_limit', `Machine limit must be 1 to 1000: “${value}”.`);
  return n;
}

export function machine(id: unknown, name: unknown = null, lastSeen: unknown = null): ImportMachine {
  const text = String(id ?? '').trim();
  if (!text || text.length > 128 || hasControlCharacter(text))
    refuse('bad_machine_id', `Not a machine id (1 to 128 printable characters): “${text.slice(0, 40)}”.`);
  const label = name === null || name === undefined ? null : String(name).trim().slice(0, 100) || null;
  return { id: text, name: label, lastSeenAt: lastSeen ? date(lastSeen) : null };
}

export function date(value: unknown): Date {
  const text = String(value ?? '').trim();
  // ISO dates and date-times, or Unix seconds.
  const parsed = /^\d{9,10}$/.test(text) ? new Date(Number(text) * 1000) : new Date(text);
  if (!text || Number.isNaN(parsed.getTime()) || !/^\d{4}-\d{2}-\d{2}|^\d{9,10}$/.test(text))
    refuse('bad_date', `Not a date (YYYY-MM-DD or ISO 8601): “${text.slice(0, 40)}”.`);
  if (parsed.getTime() > Date.now() + 86_400_000) refuse('bad_date', `The date is in the future: “${text}”.`);
  return parsed;
}

export function currency(value: unknown): string {
  const code = String(value ?? '')
    .trim()
    .toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code))
    refuse('bad_currency', `Not an ISO 4217 currency: “${code.slice(0, 10)}”.`);
  return code;
}

/** Minor units of a currency (2 for USD, 0 for JPY). */
export const minorDigits = (code: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;

/** A decimal amount in major units (`49.00`, `49`) as integer minor units, without floating point. */
export function amountInMinorUnits(value: unknown, code: string): number {
  const text = String(value ?? '').trim();
  const digits = minorDigits(code);
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > digits)
    refuse('bad_amount', `Not an amount in ${code} (at most ${digits} decimals, no sign): “${text.slice(0, 20)}”.`);
  return Number(match![1]) * 10 ** digits + Number((match![2] ?? '').padEnd(digits, '0') || 0);
}

/** An amount a source already gives in minor units (cents). */
export function minorUnits(value: unknown): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1e11) refuse('bad_amount', `Not an amount in cents: “${String(value)}”.`);
  return n;
}

export function language(value: unknown): string | null {
  const text = String(value ?? '').trim();
  return (LANGUAGE_CODES as readonly string[]).includes(text) ? text : null;
}
