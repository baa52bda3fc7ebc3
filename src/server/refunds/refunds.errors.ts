import { defineErrors } from '../platform/errors.ts';
import { ADMIN_STORE_MESSAGES } from '#shared/contracts/admin-store.ts';
import { REFUND_MESSAGES } from '#shared/contracts/refunds.ts';

/** The codes this domain answers with: each one's kind (HTTP status) and English text, once (docs/decisions/error-catalogue.md). */
export const REFUNDS_ERRORS = defineErrors({
  order_already_refunded: { kind: 'conflict', message: ADMIN_STORE_MESSAGES.alreadyRefunded },
  order_not_refundable: { kind: 'conflict', message: ADMIN_STORE_MESSAGES.refundOnlyCompleted },
  refund_amount_too_high: { kind: 'bad_request', message: REFUND_MESSAGES.amountTooHigh },
  refund_failed: { kind: 'conflict', message: REFUND_MESSAGES.failed },
  refund_in_progress: { kind: 'conflict', message: REFUND_MESSAGES.inProgress },
  refund_item_already_refunded: { kind: 'conflict', message: REFUND_MESSAGES.itemAlreadyRefunded },
  refund_item_not_in_order: { kind: 'bad_request', message: REFUND_MESSAGES.itemNotInOrder },
  refund_not_found: { kind: 'not_found', message: REFUND_MESSAGES.notFound },
  refund_not_pending: { kind: 'conflict', message: REFUND_MESSAGES.notPending },
  refund_pending: { kind: 'conflict', message: REFUND_MESSAGES.pending },
});
