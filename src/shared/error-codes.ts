import { DISCOUNT_REASONS } from './contracts/discount-reasons.ts';

/**
 * Stable error codes on the wire (`{ error, code, details?, fieldCodes? }`). `error` stays the
 * SPEC's English sentence; clients read `code` and show `common:errorCodes.<code>` in the
 * visitor's language. Add a domain code here and in every `common.json`.
 */
export const ERROR_CODES = [
  // Any endpoint.
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal',
  /** Something the request needs did not answer (503 with `Retry-After`). */
  'unavailable',
  /** The database cannot be reached (503 with `Retry-After`). */
  'database_unavailable',
  // Domains.
  'cart_empty',
  'support_message_not_found',
  'suggestion_not_found',
  'unsubscribe_link_invalid',
  'affiliate_not_registered',
  'affiliate_already_registered',
  'affiliate_suspended',
  'affiliate_not_found',
  'payout_above_balance',
  'payout_not_found',
  'payout_already_processed',
  // Affiliates: commission hold, fraud review, payout batches.
  'payout_above_approved_balance',
  'commission_not_found',
  'commission_not_pending',
  'referral_not_found',
  'referral_not_flagged',
  'payout_not_batchable',
  'payout_batch_not_found',
  'payout_batch_already_paid',
  // The operator's kit: API keys, webhooks, backups.
  'api_key_not_found',
  'api_key_scope_missing',
  'webhook_not_found',
  'webhook_url_refused',
  'webhook_delivery_not_found',
  'backup_in_progress',
  'indicator_not_found',
  'indicator_category_not_found',
  'category_not_found',
  'category_name_taken',
  'category_in_use',
  'order_not_found',
  'search_query_too_long',
  'order_already_refunded',
  'order_not_refundable',
  // Refunds through the payment provider.
  'refund_amount_too_high',
  'refund_item_already_refunded',
  'refund_item_not_in_order',
  'refund_in_progress',
  'refund_failed',
  'payment_provider_unavailable',
  'refund_pending',
  'refund_not_pending',
  'refund_not_found',
  // Store: catalogue, cart, checkout (`owned_in_cart` and `bundle_overlap` carry `details.indicatorId`).
  'already_owned',
  'covered_by_bundle',
  'bundle_in_cart',
  'cart_full',
  'owned_in_cart',
  'bundle_overlap',
  'payment_unavailable',
  'checkout_in_progress',
  // Store: licences (the desktop add-on's API and freeing a machine from /orders).
  'licence_key_not_found',
  'licence_revoked',
  'machine_limit_reached',
  'licence_not_found',
  'machine_not_activated',
  'licence_revoked_final',
  // Licences: self-service reset of lost machines.
  'licence_reset_link_invalid',
  'licence_reset_link_expired',
  'licence_reset_link_used',
  'licence_reset_quota_used',
  'licence_reset_too_soon',
  'licence_suspended',
  'licence_signing_key_not_found',
  // Licences: the add-on's product check and in-platform licence moves.
  'licence_wrong_product',
  'licence_transfer_not_needed',
  'licence_transfer_code_invalid',
  'licence_transfer_code_wrong',
  'licence_transfer_code_expired',
  'licence_transfer_attempts_used',
  // Blog.
  'blog_post_not_found',
  'blog_slug_taken',
  'blog_category_unknown',
  'blog_category_name_taken',
  'blog_category_not_found',
  'blog_content_too_deep',
  // Auth.
  'invalid_credentials',
  'email_in_use',
  'sign_in_link_invalid',
  'login_account_locked',
  'reset_link_invalid',
  // Account.
  'current_password_wrong',
  'session_not_found',
  'email_change_in_use',
  'email_change_link_invalid',
  'email_change_link_expired',
  'email_change_link_used',
  'google_not_connected',
  'password_required',
  'deletion_confirmation_wrong',
  'last_admin',
  // Releases and downloads.
  'release_not_found',
  'release_version_exists',
  'release_file_missing',
  'release_file_not_zip',
  'release_file_name_invalid',
  'release_file_too_large',
  'release_unavailable',
  'release_not_owned',
  'licence_inactive',
  'licence_disputed',
  // Updates window, renewals and trials.
  'updates_expired',
  'licence_not_renewable',
  'trial_not_offered',
  'trial_expired',
  'download_link_invalid',
  'download_link_expired',
  'download_link_other_user',
  'download_link_used',
  'range_not_satisfiable',
  // Admin customers.
  'customer_not_found',
  'cannot_disable_self',
  'account_disabled',
  // Admin reports' date ranges: CSV exports and analytics.
  'date_range_reversed',
  'date_range_too_long',
  // Invoices.
  'invoice_not_found',
  'credit_note_not_found',
  // Suggestions: comments and merging duplicates.
  'suggestion_merged',
  'comment_not_found',
  'comment_edit_window_closed',
  'merge_into_itself',
  'merge_into_merged',
  'merge_from_merged',
  // Discount codes and affiliate coupons.
  ...DISCOUNT_REASONS,
  'country_unknown',
  'tax_rate_not_found',
  'discount_code_taken',
  'discount_not_found',
  // Bring your customers: imports.
  'import_running',
  'import_not_found',
  'import_not_resumable',
  'import_file_missing',
  'import_file_type',
  'import_file_too_large',
  'import_missing_column',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Per-field codes in `fieldCodes` (next to SPEC's `details` of English messages), derived from
 * the zod issue so the browser's own validation and the server's speak the same codes.
 */
export const FIELD_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_format',
  'invalid_value',
  'unknown_field',
  'invalid',
  // Checks every request meets before its contract (server/platform/validation.ts).
  'nul_character',
  'too_deep',
  'too_many_values',
  // A contract's own rules: a custom zod issue names its code in `params.fieldCode`.
  'password_blank',
  'password_is_email',
  'password_common',
  'password_weak',
  'password_mismatch',
  'control_character',
  'too_many_decimals',
  'below_minimum',
  'above_balance',
  'unavailable',
  // Admin reports' date ranges (server/platform/date-range.ts).
  'range_reversed',
  'range_too_long',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

/** The parts of a zod issue a field code depends on (zod-free, so the browser can use it). */
export interface IssueLike {
  code?: string;
  minimum?: unknown;
  format?: unknown;
  input?: unknown;
  params?: unknown;
}

const isFieldCode = (value: unknown): value is FieldCode => (FIELD_CODES as readonly unknown[]).includes(value);

export function fieldCodeOf(issue: IssueLike): FieldCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_value';
    case 'too_small':
      return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'invalid_value':
    case 'invalid_union':
      return 'invalid_value';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'custom': {
      const named = (issue.params as { fieldCode?: unknown } | undefined)?.fieldCode;
      return isFieldCode(named) ? named : 'invalid';
    }
    default:
      return 'invalid';
  }
}
