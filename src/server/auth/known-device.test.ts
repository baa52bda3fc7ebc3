import { describe, expect, it } from 'vitest';
import { issueDeviceToken, verifyDeviceToken } from './known-device.ts';

describe('known-device tokens', () => {
  const account = { id: 7, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' };
  const token = issueDeviceToken(account.passwordHash, account.id);

  it('proves the device for the account and password it was issued for', () => {
    expect(verifyDeviceToken(token, account)).toMatch(/^[\w-]{16}$/);
  });

  it('is worthless for another account, after a password change, or altered', () => {
    expect(verifyDeviceToken(token, { ...account, id: 8 })).toBeNull();
    expect(verifyDeviceToken(token, { ...account, passwordHash: `${account.passwordHash}x` })).toBeNull();
    expect(verifyDeviceToken(token.replace(/\.[^.]+\./, '.other-device.'), account)).toBeNull();
    for (const bad of [undefined, '', '7', '7..', 'x'.repeat(500)]) expect(verifyDeviceToken(bad, account)).toBeNull();
  });
});
