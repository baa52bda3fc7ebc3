import type { TFunction } from 'i18next';
import { ADMIN_STORE_MESSAGES, INDICATOR_MESSAGES } from '#shared/contracts/admin-store.ts';
import { UNKNOWN_ERROR } from '#shared/errors.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { translateFieldMessage } from '#client/lib/field-messages.ts';

/** `t` of the admin-store namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const KNOWN: Record<string, string> = Object.fromEntries([
  ...Object.entries(INDICATOR_MESSAGES).map(([key, message]) => [message, `validation.${key}`]),
  ...Object.entries(ADMIN_STORE_MESSAGES).map(([key, message]) => [message, `serverError.${key}`]),
]);

/** A SPEC message (server or zod) in the page's language; unknown texts are shown as they are. */
export function translateMessage(t: Translate, message: string): string {
  const key = KNOWN[message];
  return key ? t(key, { defaultValue: message }) : (translateFieldMessage(t as TFunction, message) ?? message);
}

/** SPEC §8: the server's message is preferred; without one, the operation's own fallback. */
export function errorMessage(t: Translate, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.status > 0 && error.message && error.message !== UNKNOWN_ERROR)
    return translateMessage(t, error.message);
  return t(fallbackKey);
}
