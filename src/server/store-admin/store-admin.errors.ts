import { defineErrors } from '../platform/errors.ts';
import { ADMIN_STORE_MESSAGES } from '#shared/contracts/admin-store.ts';
import { CATEGORY_MESSAGES } from '#shared/contracts/admin-categories.constants.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const STORE_ADMIN_ERRORS = defineErrors({
  indicator_category_not_found: { kind: 'bad_request', message: ADMIN_STORE_MESSAGES.categoryNotFound },
  category_not_found: { kind: 'not_found', message: CATEGORY_MESSAGES.notFound },
  category_name_taken: { kind: 'conflict', message: CATEGORY_MESSAGES.nameTaken },
  category_in_use: { kind: 'conflict', message: CATEGORY_MESSAGES.inUse },
  order_not_found: { kind: 'not_found', message: 'Order not found.' },
});
