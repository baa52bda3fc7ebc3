import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (256 bits) for links and hand-offs; store only `hashToken(token)`. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough here: the tokens are random, so there is nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
