import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * A browser that has signed in to an account with its password is a "known device" for that
 * account: a failed-sign-in lock on the account, which anyone can trigger, does not apply to it
 * (`login-throttle.ts`). The cookie holds `<userId>.<deviceId>.<mac>`, the MAC keyed with the
 * account's password hash: nothing to store, and a new password forgets every device.
 */
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 3600;

export function knownDeviceCookieName(isProduction: boolean) {
  return isProduction ? '__Host-known_device' : 'known_device';
}

const mac = (passwordHash: string, userId: number, deviceId: string) =>
  createHmac('sha256', passwordHash).update(`known-device:${userId}:${deviceId}`).digest('base64url');

export function issueDeviceToken(passwordHash: string, userId: number): string {
  const deviceId = randomBytes(12).toString('base64url');
  return `${userId}.${deviceId}.${mac(passwordHash, userId, deviceId)}`;
}

/** The device id when `token` was issued for this account and its current password, else null. */
export function verifyDeviceToken(
  token: string | undefined,
  account: { id: number; passwordHash: string },
): string | null {
  const [userId, deviceId, given] = token && token.length <= 200 ? token.split('.') : [];
  if (!deviceId || !given || userId !== String(account.id)) return null;
  const expected = Buffer.from(mac(account.passwordHash, account.id, deviceId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
}

export function setKnownDeviceCookie(reply: FastifyReply, token: string, isProduction: boolean) {
  reply.setCookie(knownDeviceCookieName(isProduction), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction,
    maxAge: KNOWN_DEVICE_MAX_AGE_S,
  });
}
