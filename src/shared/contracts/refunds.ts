import { z } from 'zod';

// Refunds, disputes and the order timeline, as the admin's order page and the
// refund endpoint show them. Money is dollars on the wire, integer cents inside.

/** Timeline entries stored in `order_events`. */
export const STORED_ORDER_EVENT_TYPES = [
  'refund_requested',
  'refund_succeeded',
  'refund_failed',
  'dispute_opened',
  'dispute_won',
  'dispute_lost',
  'email_sent',
] as const;
/** Every timeline entry: `placed` and `paid` come from the order row itself. */
export const ORDER_TIMELINE_TYPES = ['placed', 'paid', ...STORED_ORDER_EVENT_TYPES] as const;
export type OrderTimelineType = (typeof ORDER_TIMELINE_TYPES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatusName = (typeof REFUND_STATUSES)[number];
export const REFUND_SOURCES = ['admin', 'provider', 'dispute'] as const;

export const REFUND_MESSAGES = {
  amountTooHigh: 'The refund is more than what remains to be refunded on this order.',
  itemAlreadyRefunded: 'This item has already been refunded.',
  itemNotInOrder: 'This item is not part of the order.',
  inProgress: 'A refund of this order is being processed. Try again in a moment.',
  failed: 'The payment provider refused the refund.',
  providerUnavailable:
    'The payment provider did not answer. The refund is kept pending and retried automatically; try again in a minute.',
  pending: 'A refund of this item is pending: the payment provider did not answer yet. Retry that refund instead.',
  notPending: 'This refund is not pending: there is nothing to retry.',
  notFound: 'Refund not found.',
  amountDecimals: 'Amount can have at most two decimals.',
  amountPositive: 'Amount must be more than 0.',
} as const;

export const RefundDtoSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  source: z.enum(REFUND_SOURCES),
  itemIds: z.array(z.number().int()),
  providerRefundId: z.string().nullable(),
  reason: z.string().nullable(),
  requestedBy: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The credit note's number once the refund succeeded (GET /_api/orders/credit-note). */
  creditNoteNumber: z.string().nullable(),
});
export type RefundDto = z.infer<typeof RefundDtoSchema>;

export const OrderTimelineEntrySchema = z.object({
  type: z.enum(ORDER_TIMELINE_TYPES),
  at: z.string(),
  /** `amount` in dollars for refunds, `kind` for e-mails, `refundId`, `disputeId`, `reason`. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;
