import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders, maskEmail, signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe.ts';

const secret = 'a'.repeat(32);

describe('unsubscribe tokens', () => {
  it('name their reader for their own list only, and refuse any change', () => {
    const token = signUnsubscribeToken(secret, 'release-notices', 42);
    expect(verifyUnsubscribeToken(secret, 'release-notices', token)).toBe(42);
    expect(verifyUnsubscribeToken(secret, 'suggestions', token)).toBeNull();
    expect(verifyUnsubscribeToken('b'.repeat(32), 'release-notices', token)).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'release-notices', token.replace(/^42\./, '43.'))).toBeNull();
    expect(verifyUnsubscribeToken(secret, 'release-notices', `${token.slice(0, -1)}_`)).toBeNull();
    for (const junk of [undefined, 42, '', '42', '0.x', `99999999999.${token.split('.')[1]}`])
      expect(verifyUnsubscribeToken(secret, 'release-notices', junk)).toBeNull();
  });

  it('puts the one-click address in List-Unsubscribe (RFC 8058) and masks addresses', () => {
    expect(listUnsubscribeHeaders('https://shop.test/x?token=1.a')).toEqual({
      'List-Unsubscribe': '<https://shop.test/x?token=1.a>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(maskEmail('ana@example.com')).toBe('a•••@example.com');
  });
});
