// Zod-free part of the auth contract (auth.ts re-exports it): what browser code may import
// without pulling zod into a page's first load.
import type { FieldCode } from '../error-codes.ts';

export const PASSWORD_MIN = 8;
/** argon2 accepts any length; a cap stops multi-megabyte "passwords" from costing CPU. */
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 50;

/** A broken rule of a new password: SPEC's English sentence and the field code clients show. */
export interface PasswordProblem {
  message: string;
  fieldCode: Extract<FieldCode, 'password_blank' | 'password_is_email' | 'password_common' | 'password_weak'>;
}

/** New passwords (sign-up, reset, CLI): the browser checks the first two, the server all four. */
export const PASSWORD_BLANK: PasswordProblem = {
  message: 'Password cannot be only spaces',
  fieldCode: 'password_blank',
};
export const PASSWORD_IS_EMAIL: PasswordProblem = {
  message: 'Password must not be your email address',
  fieldCode: 'password_is_email',
};
export const PASSWORD_COMMON: PasswordProblem = {
  message: 'This password is too common. Choose one that is harder to guess.',
  fieldCode: 'password_common',
};
/** zxcvbn-ts scores it below 2: repeated or sequential characters, keyboard rows, the site's name or the e-mail. */
export const PASSWORD_WEAK: PasswordProblem = {
  message:
    'This password is too easy to guess. Avoid repeated or sequential characters, the site name and your email address.',
  fieldCode: 'password_weak',
};

/** A whitespace-only password, or one that is the account's e-mail address (any case, spaces around). */
export function passwordRuleBroken(password: string, email?: string): PasswordProblem | null {
  if (!/\S/u.test(password)) return PASSWORD_BLANK;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
  return null;
}
export const EMAIL_MAX = 254;

export const OAUTH_PROVIDERS = ['google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Error codes the OAuth popup posts (SPEC §4, §8); the page maps each to its text. */
export const OAUTH_ERROR_CODES = [
  'account_linking_required',
  'access_denied',
  'not_configured',
  'invalid_state',
  'email_not_verified',
  'rate_limited',
  'oauth_failed',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/** The messages the popup posts to its opener (restricted to our own origin). */
export type OAuthPopupMessage =
  | { type: 'OAUTH_TOKEN_SUCCESS'; token: string }
  | { type: 'OAUTH_ERROR'; error: { code: OAuthErrorCode; message: string; details?: unknown } };

/** How long the login page waits for the popup (SPEC §9), and how often it checks it is open. */
export const OAUTH_POPUP_TIMEOUT_MS = 300_000;
export const OAUTH_POPUP_POLL_MS = 1000;
/**
 * How long a popup seen closed may still deliver its message: the callback posts, then closes
 * itself, and a busy browser can run the opener's poll before the message (CI saw a finished
 * sign-in reported as a closed window).
 */
export const OAUTH_POPUP_CLOSE_GRACE_MS = 1500;
export const OAUTH_POPUP_SIZE = { width: 500, height: 600 } as const;
export const OAUTH_CALLBACK_PAGE = '/oauth/callback';
