import { verify, type KeyLike } from 'node:crypto';
import { LICENCE_CHECK_MESSAGES, type OfflineLicence } from '#shared/contracts/licences.ts';
import { canonicalLicenceBytes } from './offline-licence.ts';

// Reference verifiers for add-on authors (the C# sample in docs "Activation" mirrors them), used
// by the tests. Only node:crypto: the public key is the SPKI PEM of GET /_api/licences/public-key.

export type OfflineCheck =
  | { code: 'VALID'; licence: OfflineLicence; message: string }
  | { code: 'EXPIRED'; licence: OfflineLicence; message: string }
  | { code: 'WRONG_PRODUCT'; licence: OfflineLicence; message: string }
  | { code: 'BAD_SIGNATURE' | 'WRONG_MACHINE' | 'MALFORMED'; message: string };

/**
 * Checks an offline licence file: the signature over the licence's canonical bytes with `publicKey`
 * (the key of `licence.keyId`, which the add-on ships with), then the dates and, given, the product
 * (an indicator id; a bundle file covers every indicator).
 */
export function verifyOfflineLicence(
  file: unknown,
  publicKey: KeyLike,
  now: Date,
  options: { product?: number; machineId?: string } = {},
): OfflineCheck {
  const { licence, signature } = (file ?? {}) as { licence?: OfflineLicence; signature?: unknown };
  if (!licence || typeof licence !== 'object' || typeof signature !== 'string')
    return { code: 'MALFORMED', message: 'Not an offline licence file.' };
  const signed = verify(null, canonicalLicenceBytes(licence), publicKey, Buffer.from(signature, 'base64'));
  if (!signed) return { code: 'BAD_SIGNATURE', message: 'The offline licence file has been altered.' };
  if (options.machineId !== undefined && licence.machineId !== options.machineId)
    return { code: 'WRONG_MACHINE', message: 'The offline licence file is for another machine.' };
  if (options.product !== undefined && licence.product.id !== options.product && !licence.product.bundle)
    return { code: 'WRONG_PRODUCT', licence, message: LICENCE_CHECK_MESSAGES.WRONG_PRODUCT };
  const validUntil = Date.parse(licence.validUntil);
  if (!(now.getTime() <= validUntil) || now.getTime() < Date.parse(licence.issuedAt) - 5 * 60_000)
    return { code: 'EXPIRED', licence, message: LICENCE_CHECK_MESSAGES.EXPIRED };
  return { code: 'VALID', licence, message: LICENCE_CHECK_MESSAGES.VALID };
}

/** Checks `X-Licence-Signature` (`keyId=<id>;ed25519=<base64>`) against the exact body bytes. */
export function verifyAnswer(
  body: Buffer | string,
  header: string | undefined,
  publicKeys: Record<string, KeyLike>,
): { ok: true; keyId: string } | { ok: false } {
  const match = /^keyId=([^;]+);ed25519=([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  const key = match ? publicKeys[match[1]!] : undefined;
  if (!match || !key) return { ok: false };
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return verify(null, bytes, key, Buffer.from(match[2]!, 'base64')) ? { ok: true, keyId: match[1]! } : { ok: false };
}
