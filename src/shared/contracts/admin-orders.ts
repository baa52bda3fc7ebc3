import { z } from 'zod';
import { hasAtMostTwoDecimals, idField, pageField, pageSizeField, queryIdField } from './fields.ts';
import { OrderTimelineEntrySchema, REFUND_MESSAGES, RefundDtoSchema } from './refunds.ts';
import { ActivationDtoSchema, LICENCE_STATUSES } from './store.ts';
import { ADMIN_ORDER_STATUSES, ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE } from './admin-store.constants.ts';

// The admin's orders (DECISIONS "Admin area"): the list, one order with its licences, refunds and
// timeline, and refunding it. Money is dollars on the wire, integer cents inside. The indicators
// the admin edits are in admin-store.ts.

export const AdminOrdersQuerySchema = z.object({
  page: pageField(),
  limit: pageSizeField(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE),
  /** Order id (`123` or `#123`), customer e-mail or display name. */
  search: z.string().trim().max(200).optional(),
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;

export const OrderCustomerSchema = z.object({ id: z.number().int(), email: z.string(), displayName: z.string() });

export const AdminOrderSummarySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.enum(ADMIN_ORDER_STATUSES),
  totalAmount: z.number(),
  itemCount: z.number().int(),
  customer: OrderCustomerSchema,
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;
export const AdminOrdersResponseSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  totalCount: z.number().int(),
  pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int() }),
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

export const LicenceActivationDtoSchema = ActivationDtoSchema;
export const AdminLicenceDtoSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  status: z.enum(LICENCE_STATUSES),
  machineLimit: z.number().int(),
  revokedAt: z.string().nullable(),
  activations: z.array(LicenceActivationDtoSchema),
});
export type AdminLicenceDto = z.infer<typeof AdminLicenceDtoSchema>;

export const AdminOrderItemSchema = z.object({
  id: z.number().int(),
  indicatorId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  purchasePrice: z.number(),
  licence: AdminLicenceDtoSchema.nullable(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItemSchema>;

export const AdminOrderDetailSchema = AdminOrderSummarySchema.extend({
  subtotalAmount: z.number(),
  /** The discount code as applied (null without one) and what it took off the subtotal. */
  discountCode: z.string().nullable(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  /** The tax's country (ISO 3166-1 alpha-2; null: the default rate) and rate in percent. */
  taxCountry: z.string().nullable(),
  taxRate: z.number(),
  pricesIncludeTax: z.boolean(),
  currency: z.string(),
  paymentProvider: z.string(),
  paymentRef: z.string().nullable(),
  completedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The invoice's number once the order completed; the admin downloads it like the customer. */
  invoiceNumber: z.string().nullable(),
  /** What has gone back to the customer so far (succeeded refunds), and what remains refundable. */
  refundedAmount: z.number(),
  refundableAmount: z.number(),
  items: z.array(
    AdminOrderItemSchema.extend({
      /** Given back by a succeeded refund. */
      refunded: z.boolean(),
      /** Its refund waits for the payment provider (not refunded yet; the reconciler retries it). */
      refundPending: z.boolean(),
      /** That pending refund's id ("Retry now": POST /_api/admin/orders/refund/retry {id, refundId}); else null. */
      pendingRefundId: z.number().int().nullable(),
      /** This line's share of the order's discount code, in dollars; 0 without one. */
      discountAmount: z.number(),
      /** What was paid for this line, tax included (after its discount share), in dollars. */
      paidAmount: z.number(),
      /** What refunding this item now gives back (what remains of what was paid for it); 0 once given back. */
      refundAmount: z.number(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const AdminOrderQuerySchema = z.object({ id: queryIdField() });
export const AdminOrderResponseSchema = z.object({
  order: AdminOrderDetailSchema,
  refunds: z.array(RefundDtoSchema),
  timeline: z.array(OrderTimelineEntrySchema),
});
export type AdminOrderResponse = z.infer<typeof AdminOrderResponseSchema>;

/**
 * Without `itemIds` and `amount`: whole remaining order. `itemIds`: those items (their licences are
 * revoked), for their price and share of the tax unless `amount` says otherwise. `amount` alone:
 * money back, keys kept.
 */
export const RefundOrderInputSchema = z
  .object({
    id: idField(),
    itemIds: z.array(idField('Item id')).min(1).max(100).optional(),
    amount: z.number().positive(REFUND_MESSAGES.amountPositive).max(10_000_000).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.amount !== undefined && !hasAtMostTwoDecimals(input.amount))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: REFUND_MESSAGES.amountDecimals,
        params: { fieldCode: 'too_many_decimals' },
      });
  });
export type RefundOrderInput = z.input<typeof RefundOrderInputSchema>;
export const RefundOrderResponseSchema = z.object({
  success: z.literal(true),
  refund: RefundDtoSchema,
  order: AdminOrderDetailSchema,
});
export type RefundOrderResponse = z.infer<typeof RefundOrderResponseSchema>;

/** POST /_api/admin/orders/refund/retry: "Retry now" on a pending refund of this order. */
export const RetryRefundInputSchema = z.object({ id: idField(), refundId: idField('Refund id') }).strict();
export type RetryRefundInput = z.input<typeof RetryRefundInputSchema>;

/** POST /_api/test/payment-provider (test only): the refund side of the provider stand-in up or down (for one order). */
export const TestPaymentProviderSchema = z
  .object({ down: z.boolean(), orderId: z.number().int().positive().optional() })
  .strict();
