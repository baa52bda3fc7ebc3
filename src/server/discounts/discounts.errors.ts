import { defineErrors } from '../platform/errors.ts';
import { DISCOUNT_MESSAGES } from '#shared/contracts/discounts.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const DISCOUNTS_ERRORS = defineErrors({
  discount_below_minimum: { kind: 'bad_request', message: DISCOUNT_MESSAGES.discount_below_minimum },
  discount_code_taken: { kind: 'conflict', message: DISCOUNT_MESSAGES.codeTaken },
  discount_customer_limit: { kind: 'conflict', message: DISCOUNT_MESSAGES.discount_customer_limit },
  discount_expired: { kind: 'bad_request', message: DISCOUNT_MESSAGES.discount_expired },
  discount_inactive: { kind: 'bad_request', message: DISCOUNT_MESSAGES.discount_inactive },
  discount_not_applicable: { kind: 'bad_request', message: DISCOUNT_MESSAGES.discount_not_applicable },
  discount_not_found: { kind: 'not_found', message: DISCOUNT_MESSAGES.notFound },
  discount_not_started: { kind: 'bad_request', message: DISCOUNT_MESSAGES.discount_not_started },
  discount_own_coupon: { kind: 'bad_request', message: DISCOUNT_MESSAGES.discount_own_coupon },
  discount_total_below_minimum: { kind: 'bad_request', message: DISCOUNT_MESSAGES.discount_total_below_minimum },
  discount_unknown: { kind: 'not_found', message: DISCOUNT_MESSAGES.discount_unknown },
  discount_used_up: { kind: 'conflict', message: DISCOUNT_MESSAGES.discount_used_up },
});
