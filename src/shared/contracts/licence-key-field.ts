import { z } from 'zod';
import { LICENCE_MESSAGES } from './licence-check.constants.ts';
import { STORE_MESSAGES } from './store.constants.ts';

// A licence key as people type it and as it is stored (licences.ts re-exports this; store.ts uses
// it for a renewal's `renewalOf` without importing licences.ts, which imports store.ts).

/**
 * Keys are typed by people: case, spaces and the letters Crockford base32 leaves out (O, I, L)
 * are forgiven, then the key is regrouped as `XXXXX-XXXXX-XXXXX-XXXXX`.
 */
export function normaliseLicenceKey(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return compact.length === 20 ? (compact.match(/.{5}/g) ?? []).join('-') : compact;
}

/** A typed key after `normaliseLicenceKey`: four groups of five Crockford base32 characters. */
const WELL_FORMED_KEY = /^[0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

/** Imported keys keep the string of the store they came from: any printable text up to this length. */
export const LICENCE_KEY_MAX_LENGTH = 128;

/**
 * The form a key is stored and looked up in: one of ours, however it was typed, regrouped
 * (`normaliseLicenceKey`); any other key (imported from another store) exactly as given, trimmed,
 * since its owner's add-on sends it byte for byte. The importer stores keys through this too.
 */
export function canonicalLicenceKey(input: string): string {
  const trimmed = input.trim();
  const normalised = normaliseLicenceKey(trimmed);
  return WELL_FORMED_KEY.test(normalised) ? normalised : trimmed;
}

/** Printable: no control character (C0, DEL, C1), so a key never breaks a log line, a CSV or an offline file. */
export const hasControlCharacter = (value: string) => /\p{Cc}/u.test(value);

export const licenceKeyField = z
  .string(STORE_MESSAGES.keyRequired)
  .trim()
  .min(1, STORE_MESSAGES.keyRequired)
  .max(LICENCE_KEY_MAX_LENGTH, STORE_MESSAGES.licenceKeyNotFound)
  .refine((key) => !hasControlCharacter(key), {
    error: LICENCE_MESSAGES.keyMalformed,
    params: { fieldCode: 'invalid_format' },
  })
  .transform(canonicalLicenceKey);
