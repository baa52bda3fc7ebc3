import type { ParseKeys, TFunction } from 'i18next';
import { DISPLAY_NAME_MAX, PASSWORD_MAX } from '#shared/contracts/auth.constants.ts';
import type { ErrorCode, FieldCode } from '#shared/error-codes.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText, fieldCodeText } from '#client/lib/error-text.ts';

/** The fields of the auth forms and calls (the server's `fieldCodes` keys). */
export type AuthField = 'email' | 'password' | 'displayName' | 'confirm' | 'referralCode' | 'token';

// The auth pages' own wording (auth.json `errors.*`, SPEC §5 texts in English) for a field code;
// other codes fall back to the shared `common:fieldCodes.*`.
type AuthKey = ParseKeys<'auth'>;

const FIELD_KEYS: Record<AuthField, Partial<Record<FieldCode, AuthKey>>> = {
  email: {},
  password: {
    required: 'errors.passwordRequired',
    too_short: 'errors.passwordMin',
    too_long: 'errors.passwordTooLong',
    password_blank: 'errors.passwordBlank',
    password_is_email: 'errors.passwordIsEmail',
    password_common: 'errors.passwordCommon',
    password_weak: 'errors.passwordWeak',
  },
  displayName: {
    required: 'errors.nameRequired',
    too_long: 'errors.nameTooLong',
    control_character: 'errors.nameInvalid',
  },
  confirm: { password_mismatch: 'errors.passwordMismatch' },
  referralCode: {},
  token: {},
};
/** SPEC §5 has one text for any problem with these fields. */
const ANY_CODE_KEY: Partial<Record<AuthField, AuthKey>> = {
  email: 'errors.emailRequired',
  token: 'errors.resetInvalid',
};
const MAX: Partial<Record<AuthField, number>> = {
  password: PASSWORD_MAX,
  displayName: DISPLAY_NAME_MAX,
  referralCode: 64,
};

const isAuthField = (name: string): name is AuthField => name in FIELD_KEYS;

/** A field's code (from the form's resolver or the server's `fieldCodes`) in the visitor's language. */
export function authFieldText(t: TFunction<'auth'>, field: AuthField, code: FieldCode | undefined): string | undefined {
  if (!code) return undefined;
  const key = FIELD_KEYS[field][code] ?? ANY_CODE_KEY[field];
  return key ? t(key, { max: MAX[field] }) : fieldCodeText(t, code, { max: MAX[field] });
}

/** A react-hook-form error's field code (`lazyZodResolver` puts it in `type`). */
export const codeOf = (error: { type?: unknown } | undefined): FieldCode | undefined =>
  error ? ((error.type as FieldCode | undefined) ?? 'invalid') : undefined;

// SPEC §8's texts for the auth codes a form may meet (auth.json); other codes use common.json.
const FAILURE_KEYS: Partial<Record<ErrorCode, AuthKey>> = {
  invalid_credentials: 'errors.invalidLogin',
  email_in_use: 'errors.emailInUse',
  reset_link_invalid: 'errors.resetInvalid',
  rate_limited: 'errors.rateLimited',
  login_account_locked: 'errors.accountLocked',
  sign_in_link_invalid: 'errors.signInLinkInvalid',
};

/** The server's code for one field, when the call failed on it (a refused password, say). */
export function serverFieldCode(error: unknown, field: AuthField): FieldCode | undefined {
  return error instanceof ApiError ? error.fieldCodes[field] : undefined;
}

/** The server's first field problem, when the call failed validation. */
export function failedField(error: unknown): { field: AuthField; code: FieldCode } | undefined {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return undefined;
  for (const [name, code] of Object.entries(error.fieldCodes)) {
    if (code && isAuthField(name)) return { field: name, code };
  }
  return undefined;
}

/**
 * A failed call shown above a form, from its code: the auth wording for auth codes, the field's
 * text for a validation error, else `common:errorCodes.*`. Without a code (a network failure)
 * it is 'An unknown error occurred', and `fallback` when the failure is not an API error at all.
 */
export function authFailureText(t: TFunction<'auth'>, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const key = error.code ? FAILURE_KEYS[error.code] : undefined;
  if (key) return t(key);
  const field = failedField(error);
  if (field) return authFieldText(t, field.field, field.code) ?? t('errors.unknown');
  return errorText(t, error, t('errors.unknown'));
}
