import { describe, expect, it } from 'vitest';
import { assertPasswordAllowed, isCommonPassword, isWeakPassword, setPasswordSiteWords } from './password-policy.ts';

describe('password policy', () => {
  it('knows about 10,000 of the commonest passwords, in any case', () => {
    for (const p of ['password', '12345678', 'iloveyou', 'Sunshine', 'QWERTYUIOP', 'trustno1'])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['correct-horse-battery', 'riley-password-1', 'trader-demo-2026'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('refuses blank, e-mail and common passwords with the message for the field', async () => {
    await expect(assertPasswordAllowed(' \u00a0 \t    ')).rejects.toThrow('Password cannot be only spaces');
    await expect(assertPasswordAllowed('Ann@Example.com', 'ann@example.com')).rejects.toThrow(
      'Password must not be your email address',
    );
    await expect(assertPasswordAllowed('football')).rejects.toThrow(
      'This password is too common. Choose one that is harder to guess.',
    );
    await expect(assertPasswordAllowed('a-long-unusual-phrase', 'ann@example.com')).resolves.toBeUndefined();
  });

  // Repeated or sequential characters and the site's or the person's words.
  it('refuses repeated, sequential and keyboard-row passwords and ones built from the site name', async () => {
    setPasswordSiteWords(['NovaTick', 'NinjaTrader 8', 'shop.example']);
    for (const p of ['aaaaaaaa', 'abcdefgh', '13579135', 'qwertyui', 'novatick123', 'NovaTick2026', 'ninjatrader8'])
      expect(await isWeakPassword(p), p).toBe(true);
    const refused = assertPasswordAllowed('aaaaaaaa', 'ann@example.com');
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message:
        'This password is too easy to guess. Avoid repeated or sequential characters, the site name and your email address.',
      details: { password: expect.stringContaining('too easy to guess') },
    });
    await expect(assertPasswordAllowed('novatick123', 'ann@example.com', 'newPassword')).rejects.toMatchObject({
      fieldCodes: { newPassword: 'password_weak' },
    });
  });

  it('refuses a password built from the e-mail, and accepts the same from someone else', async () => {
    expect(await isWeakPassword('riley.tanaka2', 'riley.tanaka@example.com')).toBe(true);
    expect(await isWeakPassword('riley.tanaka2', 'someone@example.com')).toBe(false);
  });

  it(
    'accepts the passphrases people and the tests use, and scores a 128-character password',
    { timeout: 30_000 },
    async () => {
      for (const p of ['correct-horse-battery', 'trader-demo-2026', 'customer-password-1', 'Str0ng-Passphrase!'])
        expect(await isWeakPassword(p, 'ann@example.com'), p).toBe(false);
      const long = 'Traders-watch-orderflow-charts-while-the-kettle-boils-2026;'.repeat(3).slice(0, 128);
      expect(await isWeakPassword(long)).toBe(false);
      expect(await isWeakPassword('Ab1-'.repeat(32))).toBe(true);
    },
  );
});
