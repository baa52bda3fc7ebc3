import { readFileSync } from 'node:fs';
import { PASSWORD_COMMON, passwordRuleBroken } from '#shared/contracts/auth.constants.ts';
import { AppError } from '../platform/errors.ts';

// The 10,000 commonest passwords of 8 characters or more, lower-cased (scripts/common-passwords.ts
// writes the file). Read on first use and kept on the server: it never reaches a browser.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.trim().toLowerCase());
}

/**
 * Refuses a new password (sign-up, reset, /account, `npm run user -- create`) that is only
 * spaces, the account's e-mail, or one of the commonest passwords, with a 400 naming the password
 * field (`validation_failed`, and the rule's code in `fieldCodes[field]`, `password` unless told).
 */
export function assertPasswordAllowed(password: string, email?: string, field = 'password'): void {
  const problem = passwordRuleBroken(password, email) ?? (isCommonPassword(password) ? PASSWORD_COMMON : null);
  if (problem)
    throw new AppError('bad_request', problem.message, { [field]: problem.message }, 'validation_failed', {
      [field]: problem.fieldCode,
    });
}
