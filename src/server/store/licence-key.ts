import { randomBytes } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so a key read aloud or retyped is hard to get wrong. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new licence key: 20 symbols of 5 random bits each (100 bits, DECISIONS asks for ≥ 80),
 * grouped as `XXXXX-XXXXX-XXXXX-XXXXX` for typing. 32 divides 256, so `byte & 31` is unbiased.
 */
export function generateLicenceKey(): string {
  const bytes = randomBytes(20);
  let key = '';
  for (let i = 0; i < 20; i++) {
    if (i > 0 && i % 5 === 0) key += '-';
    key += CROCKFORD_ALPHABET[bytes[i]! & 31];
  }
  return key;
}

export const LICENCE_KEY_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;
