import { defineErrors } from '../platform/errors.ts';
import { ADMIN_CUSTOMER_MESSAGES } from '#shared/contracts/admin-customers.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const AUTH_ERRORS = defineErrors({
  account_disabled: { kind: 'forbidden', message: ADMIN_CUSTOMER_MESSAGES.accountDisabled },
  current_password_wrong: { kind: 'bad_request', message: 'The current password is not correct.' },
  email_change_in_use: { kind: 'conflict', message: 'This e-mail address is already used by an account.' },
  email_change_link_expired: {
    kind: 'bad_request',
    message: 'This link has expired. Ask for a new one on the account page.',
  },
  email_change_link_invalid: {
    kind: 'not_found',
    message: 'This link is not valid. Ask for a new one on the account page.',
  },
  email_change_link_used: { kind: 'conflict', message: 'This link has already been used.' },
  email_in_use: { kind: 'conflict', message: 'Email already in use.' },
  google_not_connected: { kind: 'not_found', message: 'No Google account is connected.' },
  login_account_locked: {
    kind: 'rate_limited',
    message:
      'Too many failed sign-ins for this account from other addresses. Its owner can get a sign-in link by e-mail: it works once, within 15 minutes.',
  },
  invalid_credentials: { kind: 'unauthorized', message: 'Invalid email or password.' },
  password_required: {
    kind: 'conflict',
    message: 'Set a password before disconnecting Google, or you could not sign in any more.',
  },
  reset_link_invalid: {
    kind: 'bad_request',
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  session_not_found: { kind: 'not_found', message: 'Session not found.' },
  sign_in_link_invalid: {
    kind: 'unauthorized',
    message: 'This sign-in link has expired or was already used. Please try again.',
  },
});
