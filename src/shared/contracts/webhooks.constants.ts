/** The events a webhook may subscribe to; the payload is `{ type, timestamp, data }`. */
export const WEBHOOK_EVENTS = [
  'order.completed',
  'order.refunded',
  'order.disputed',
  'order.dispute_closed',
  'licence.activated',
  'licence.deactivated',
  'licence.suspended',
  'licence.reinstated',
  'licence.revoked',
  'licence.transferred',
  'release.published',
  'affiliate.payout_paid',
  'customer.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
