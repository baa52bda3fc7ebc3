import { describe, expect, it } from 'vitest';
import { assertPasswordAllowed, isCommonPassword } from './password-policy.ts';

describe('password policy', () => {
  it('knows about 10,000 of the commonest passwords, in any case', () => {
    for (const p of ['password', '12345678', 'iloveyou', 'Sunshine', 'QWERTYUIOP', 'trustno1'])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['correct-horse-battery', 'riley-password-1', 'trader-demo-2026'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('refuses blank, e-mail and common passwords with the message for the field', () => {
    expect(() => assertPasswordAllowed(' \u00a0 \t    ')).toThrow('Password cannot be only spaces');
    expect(() => assertPasswordAllowed('Ann@Example.com', 'ann@example.com')).toThrow(
      'Password must not be your email address',
    );
    expect(() => assertPasswordAllowed('football')).toThrow(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(() => assertPasswordAllowed('a-long-unusual-phrase', 'ann@example.com')).not.toThrow();
  });
});
