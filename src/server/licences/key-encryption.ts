import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Private signing keys rest in the database encrypted under APP_SECRET (AES-256-GCM), so a copy
// of the database alone cannot sign licences. The AES key is derived with a label, so it is never
// the same key as the HMAC of download links, which uses the secret itself.
const VERSION = 'v1';

function aesKey(appSecret: string): Buffer {
  return createHash('sha256').update(`novatick licence signing key v1\0${appSecret}`).digest();
}

export function encryptPrivateKey(pkcs8Der: Buffer, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(pkcs8Der), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export class SigningKeyDecryptionError extends Error {}

/** The PKCS#8 DER back; throws `SigningKeyDecryptionError` when APP_SECRET is not the one it was made with. */
export function decryptPrivateKey(stored: string, appSecret: string): Buffer {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new SigningKeyDecryptionError('Unknown format of a stored licence signing key.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey(appSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  } catch {
    throw new SigningKeyDecryptionError(
      'The licence signing key in the database cannot be decrypted with this APP_SECRET. Start with the APP_SECRET ' +
        'it was made with, or make a new key with `npm run licence-key -- rotate` (add-ons must then trust the new public key).',
    );
  }
}
