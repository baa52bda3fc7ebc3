import { defineErrors } from '../platform/errors.ts';
import { ADMIN_STORE_MESSAGES } from '#shared/contracts/admin-store.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const STORE_ADMIN_ERRORS = defineErrors({
  indicator_category_not_found: { kind: 'bad_request', message: ADMIN_STORE_MESSAGES.categoryNotFound },
  order_not_found: { kind: 'not_found', message: 'Order not found.' },
});
