import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_LINK_TTL_SECONDS } from '#shared/contracts/releases.constants.ts';
import { appError } from '../error-catalogue.ts';

export interface DownloadGrant {
  releaseId: number;
  userId: number;
  /** Unix seconds. */
  expiresAt: number;
}

/** A verified link: its grant and its signature (what a claim on the link is keyed on). */
export interface VerifiedDownloadLink extends DownloadGrant {
  signature: string;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`release-download:${payload}`).digest('base64url');

/**
 * `<releaseId>.<userId>.<expiresAt>.<nonce>.<HMAC>`: a link for one user and one release, for five
 * minutes; the nonce makes every link its own, so each is claimed by the first address that uses it.
 */
export function signDownloadToken(
  secret: string,
  grant: Omit<DownloadGrant, 'expiresAt'>,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expiresAt = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  const payload = `${grant.releaseId}.${grant.userId}.${expiresAt}.${randomBytes(8).toString('base64url')}`;
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(expiresAt * 1000) };
}

/** The grant behind a token; 403 `download_link_invalid` when it was altered, `download_link_expired` after five minutes. */
export function verifyDownloadToken(secret: string, token: unknown, now = Date.now()): VerifiedDownloadLink {
  const invalid = () => appError('download_link_invalid');
  if (typeof token !== 'string') throw invalid();
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([\w-]{11})\.([\w-]{43})$/.exec(token);
  if (!match) throw invalid();
  const [, releaseId, userId, expiresAt, nonce, signature] = match;
  const expected = Buffer.from(sign(secret, `${releaseId}.${userId}.${expiresAt}.${nonce}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  if (Number(expiresAt) * 1000 <= now) throw appError('download_link_expired');
  return { releaseId: Number(releaseId), userId: Number(userId), expiresAt: Number(expiresAt), signature: signature! };
}
