import type { Namespace, TFunction } from 'i18next';
import type { FieldCode } from '#shared/error-codes.ts';
import { ApiError } from './api-client.ts';

/**
 * A failed call in the visitor's language, from the error's stable `code`
 * (`common:errorCodes.<code>`). Without a code (a network failure) it is `fallback`.
 * `values` fill a code's placeholders (`owned_in_cart`: `{ name }`).
 */
export function errorText(
  t: TFunction<Namespace>,
  error: unknown,
  fallback: string,
  values: Record<string, string> = {},
): string {
  const code = error instanceof ApiError ? error.code : undefined;
  return code ? t(`errorCodes.${code}`, { ...values, ns: 'common', defaultValue: fallback }) : fallback;
}

/** A field's code (`fieldCodes` from the server, or `type` from `lazyZodResolver`) in the visitor's language. */
export function fieldCodeText(t: TFunction<Namespace>, code: FieldCode, values: { max?: number } = {}): string {
  return t(`fieldCodes.${code}`, { ns: 'common', ...values });
}
