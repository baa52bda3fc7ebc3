import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Signing secrets rest encrypted under APP_SECRET (AES-256-GCM, a key derived with its own label),
// so a copy of the database alone cannot sign a webhook a seller's systems would believe.

const key = (appSecret: string) => createHash('sha256').update(`novatick webhook secret v1\0${appSecret}`).digest();

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function sealSecret(secret: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(stored: string, appSecret: string): string {
  const [, iv, tag, sealed] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key(appSecret), Buffer.from(iv ?? '', 'base64url'));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed ?? '', 'base64url')), decipher.final()]).toString('utf8');
}
