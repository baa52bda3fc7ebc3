import { defineErrors } from '../platform/errors.ts';
import { ADMIN_CUSTOMER_MESSAGES } from '#shared/contracts/admin-customers.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const ADMIN_CUSTOMERS_ERRORS = defineErrors({
  cannot_disable_self: { kind: 'bad_request', message: ADMIN_CUSTOMER_MESSAGES.notYourself },
  customer_not_found: { kind: 'not_found', message: ADMIN_CUSTOMER_MESSAGES.notFound },
  last_admin: { kind: 'conflict', message: ADMIN_CUSTOMER_MESSAGES.lastAdmin },
});
