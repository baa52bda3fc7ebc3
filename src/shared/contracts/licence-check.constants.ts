// What the licence API tells the add-on, zod-free so the browser
// may import it. Codes and messages are the public contract: add, never rename.

/** `code` of a licence check: what the add-on should do. `EXPIRED` is for offline files only. */
export const LICENCE_CHECK_CODES = [
  'VALID',
  'NOT_FOUND',
  'REVOKED',
  'SUSPENDED',
  'NOT_ACTIVATED',
  'MACHINE_LIMIT',
  'WRONG_PRODUCT',
  'EXPIRED',
  // Trials. A second trial of a product on one machine or account; a trial past its end.
  'TRIAL_USED',
  'TRIAL_EXPIRED',
] as const;
export type LicenceCheckCode = (typeof LICENCE_CHECK_CODES)[number];

/** `message`: what the add-on tells the trader, in English (the add-on may translate by `code`). */
export const LICENCE_CHECK_MESSAGES: Record<LicenceCheckCode, string> = {
  VALID: 'Licence active on this machine.',
  NOT_FOUND: 'Licence key not found.',
  REVOKED: 'This licence has been revoked.',
  SUSPENDED: 'This licence is suspended. Please contact support.',
  NOT_ACTIVATED: 'This machine is not activated for this licence.',
  MACHINE_LIMIT: 'Machine limit reached for this licence. Free a machine on the Orders page.',
  WRONG_PRODUCT: 'This licence key is for another indicator.',
  EXPIRED: 'This offline licence has expired. Connect to the internet to renew it.',
  TRIAL_USED: 'The free trial of this indicator has already been used on this machine or account.',
  TRIAL_EXPIRED: 'This free trial has ended. Buy the indicator to keep using it.',
};

export const LICENCE_MESSAGES = {
  keyMalformed: 'Licence key is malformed: it must not contain control characters.',
  machineIdControlCharacter: 'Machine ID must not contain control characters.',
  suspended: LICENCE_CHECK_MESSAGES.SUSPENDED,
  signingKeyNotFound: 'Unknown key id.',
} as const;

/** Format version of an offline licence file (`licence.v`). */
export const OFFLINE_LICENCE_VERSION = 1;

/**
 * The canonical key order of an offline licence (nested `product` keys included):
 * `JSON.stringify(licence, OFFLINE_LICENCE_FIELDS)` is the exact text that is signed.
 */
export const OFFLINE_LICENCE_FIELDS = [
  'v',
  'keyId',
  'key',
  'product',
  'id',
  'name',
  'bundle',
  'machineId',
  'issuedAt',
  'validUntil',
];

export { offlineLicenceFileName } from './offline-licence-file.ts';
