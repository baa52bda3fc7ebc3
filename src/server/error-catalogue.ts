import type { FieldCode } from '#shared/error-codes.ts';
import { AppError, composeErrors } from './platform/errors.ts';
import { PLATFORM_ERRORS } from './platform/platform.errors.ts';
import { ACCOUNT_DATA_ERRORS } from './account-data/account-data.errors.ts';
import { ADMIN_CUSTOMERS_ERRORS } from './admin-customers/admin-customers.errors.ts';
import { AFFILIATES_ERRORS } from './affiliates/affiliates.errors.ts';
import { API_KEYS_ERRORS } from './api-keys/api-keys.errors.ts';
import { AUTH_ERRORS } from './auth/auth.errors.ts';
import { BACKUPS_ERRORS } from './backups/backups.errors.ts';
import { BLOG_ERRORS } from './blog/blog.errors.ts';
import { DISCOUNTS_ERRORS } from './discounts/discounts.errors.ts';
import { IMPORT_ERRORS } from './import/import.errors.ts';
import { INVOICES_ERRORS } from './invoices/invoices.errors.ts';
import { LICENCES_ERRORS } from './licences/licences.errors.ts';
import { REFUNDS_ERRORS } from './refunds/refunds.errors.ts';
import { RELEASES_ERRORS } from './releases/releases.errors.ts';
import { SEARCH_ERRORS } from './search/search.errors.ts';
import { STORE_ERRORS } from './store/store.errors.ts';
import { STORE_ADMIN_ERRORS } from './store-admin/store-admin.errors.ts';
import { SUGGESTIONS_ERRORS } from './suggestions/suggestions.errors.ts';
import { SUPPORT_ERRORS } from './support/support.errors.ts';
import { TAX_ERRORS } from './tax/tax.errors.ts';
import { WEBHOOKS_ERRORS } from './webhooks/webhooks.errors.ts';

/**
 * The error codes the API answers with, each defined once by the domain that owns it: its kind
 * (the HTTP status) and its English text (SPEC's sentence). The code names themselves are listed
 * in `#shared/error-codes.ts` for the browser (which shows `common:errorCodes.<code>`);
 * `defineErrors` takes only listed codes, `appError` only defined ones, and `composeErrors`
 * refuses a code two domains define. See docs/decisions/error-catalogue.md.
 */
export const ERRORS = composeErrors(
  PLATFORM_ERRORS,
  ACCOUNT_DATA_ERRORS,
  ADMIN_CUSTOMERS_ERRORS,
  AFFILIATES_ERRORS,
  API_KEYS_ERRORS,
  AUTH_ERRORS,
  BACKUPS_ERRORS,
  BLOG_ERRORS,
  DISCOUNTS_ERRORS,
  IMPORT_ERRORS,
  INVOICES_ERRORS,
  LICENCES_ERRORS,
  REFUNDS_ERRORS,
  RELEASES_ERRORS,
  SEARCH_ERRORS,
  STORE_ERRORS,
  STORE_ADMIN_ERRORS,
  SUGGESTIONS_ERRORS,
  SUPPORT_ERRORS,
  TAX_ERRORS,
  WEBHOOKS_ERRORS,
);

export interface AppErrorOptions {
  /** `details` on the wire: field messages, or facts the client needs (an id, a retry delay). */
  details?: unknown;
  /** Per-field codes, key for key with `details` (validation errors). */
  fieldCodes?: Record<string, FieldCode>;
  /** A sentence that names something of this call (a product, a limit); the catalogue's text otherwise. */
  message?: string;
}

/** A code the catalogue defines (a listed code without a definition cannot be thrown with `appError`). */
export type CataloguedCode = keyof typeof ERRORS;

/** The error for `code`, with the catalogue's kind and text: `throw appError('cart_empty')`. */
export function appError(code: CataloguedCode, options: AppErrorOptions = {}): AppError {
  const { kind, message } = ERRORS[code];
  return new AppError(kind, options.message ?? message, options.details, code, options.fieldCodes);
}
