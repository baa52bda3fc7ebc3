import type { TFunction } from 'i18next';
import {
  DISPLAY_NAME_MAX,
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_MAX,
} from '#shared/contracts/auth.constants.ts';
import { ApiError } from '#client/lib/api-client.ts';

/** The contract's and server's English messages, mapped to auth.json keys so the page speaks the visitor's language. */
const MESSAGE_KEYS: Record<string, string> = {
  'Email is required': 'errors.emailRequired',
  'Password is required': 'errors.passwordRequired',
  'Password must be at least 8 characters': 'errors.passwordMin',
  [`Password must be at most ${PASSWORD_MAX} characters`]: 'errors.passwordTooLong',
  [PASSWORD_BLANK_MESSAGE]: 'errors.passwordBlank',
  [PASSWORD_IS_EMAIL_MESSAGE]: 'errors.passwordIsEmail',
  [PASSWORD_COMMON_MESSAGE]: 'errors.passwordCommon',
  'Name is required': 'errors.nameRequired',
  [`Name must be at most ${DISPLAY_NAME_MAX} characters`]: 'errors.nameTooLong',
  'Name contains characters that are not allowed': 'errors.nameInvalid',
  'Invalid email or password.': 'errors.invalidLogin',
  'Too many requests. Please try again later.': 'errors.rateLimited',
  'Temporary token is required': 'errors.tempTokenRequired',
  'Reset token is required': 'errors.resetInvalid',
  'This password reset link is invalid or has expired. Please request a new one.': 'errors.resetInvalid',
  'Passwords do not match': 'errors.passwordMismatch',
  'An unknown error occurred': 'errors.unknown',
};

export function translateMessage(t: TFunction<'auth'>, message: string | undefined): string {
  if (!message) return '';
  const key = MESSAGE_KEYS[message];
  return key ? t(key, { max: message.includes('Password') ? PASSWORD_MAX : DISPLAY_NAME_MAX }) : message;
}

/** A failed request: the server's message in the visitor's language, else the generic error. */
export function failureText(t: TFunction<'auth'>, error: unknown): string {
  return error instanceof ApiError ? translateMessage(t, error.message) : t('errors.unknown');
}

/** SPEC §8 "Login": the server message or 'Login failed'. */
export function loginErrorText(t: TFunction<'auth'>, message: string | undefined): string {
  return message ? translateMessage(t, message) : t('errors.loginFailed');
}

/** SPEC §8 "Registration": e-mail in use, display-name problems, else the message or the fallback. */
export function registrationErrorText(t: TFunction<'auth'>, message: string | undefined): string {
  if (!message) return t('errors.registrationFailed');
  if (message.includes('Email already in use')) return t('errors.emailInUse');
  if (/display ?name/i.test(message)) return t('errors.displayNameInvalid');
  if (/display|name/i.test(message)) return t('errors.checkDisplayName', { message: translateMessage(t, message) });
  return translateMessage(t, message);
}
