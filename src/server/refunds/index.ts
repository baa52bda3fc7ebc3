// Refunds' public face: asking for a refund and retrying it, an order's refund history for the
// admin, the payment providers that refund, and the provider's refund events for the webhook.
export { lineRefundFigures, refundedItemIds, refundsOf, refundTotals, timelineOf } from './order-history.ts';
export { numberCreditNote, type RefundDeps } from './refund-cascade.ts';
export { refundProvidersOf } from './refund-providers.ts';
export { requestRefund, retryRefund } from './refund.service.ts';
export {
  findRefund,
  itemIdsOfRefunds,
  linesOfRefunds,
  orderItemsOf,
  rememberPayment,
  scrubOrderTimelines,
  succeededRefundsOfOrders,
} from './refunds.repo.ts';
export {
  afterRefundEvent,
  handleRefundEvent,
  isRefundEvent,
  orderOfEvent,
  type RefundEventOutcome,
  type RefundEventWork,
} from './stripe-refund-events.ts';
