import { defineEndpoint } from './endpoint.ts';

// The admin's store API (SPEC §7 indicators, DECISIONS "Admin area" orders and refunds). Plain
// data plus a lazy schema import, so pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./admin-store.ts');
const orderSchemas = () => import('./admin-orders.ts');

/** GET /_api/admin/categories: every indicator category, for the form's checkboxes. */
export const listAdminCategories = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/categories',
  role: 'admin',
  scope: 'catalogue:write',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.AdminCategoriesResponseSchema })),
});

/** GET /_api/admin/indicators: every indicator, inactive ones too (optionally one category's). */
export const listAdminIndicators = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/indicators',
  role: 'admin',
  scope: 'catalogue:write',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.AdminIndicatorsQuerySchema, response: c.AdminIndicatorsResponseSchema })),
});

/** POST /_api/admin/indicators: adds an indicator. */
export const createIndicator = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/indicators',
  role: 'admin',
  scope: 'catalogue:write',
  errors: ['indicator_category_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.CreateIndicatorInputSchema, response: c.IndicatorResponseSchema })),
});

/** POST /_api/admin/indicators/update: replaces an indicator's fields (the status toggle too). */
export const updateIndicator = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/indicators/update',
  role: 'admin',
  scope: 'catalogue:write',
  errors: ['indicator_not_found', 'indicator_category_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.UpdateIndicatorInputSchema, response: c.IndicatorResponseSchema })),
});

/** POST /_api/admin/indicators/delete: removes an indicator (hides it when it was ever sold). */
export const deleteIndicator = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/indicators/delete',
  role: 'admin',
  scope: 'catalogue:write',
  errors: ['indicator_not_found'],
  schemas: () =>
    schemas().then((c) => ({ body: c.DeleteIndicatorInputSchema, response: c.DeleteIndicatorResponseSchema })),
});

/** GET /_api/admin/orders: every order, newest first, searchable and filtered by status. */
export const listAdminOrders = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/orders',
  role: 'admin',
  scope: 'orders:read',
  errors: [],
  schemas: () =>
    orderSchemas().then((c) => ({ query: c.AdminOrdersQuerySchema, response: c.AdminOrdersResponseSchema })),
});

/** GET /_api/admin/order?id=: one order with its items, licence keys and activations. */
export const getAdminOrder = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/order',
  role: 'admin',
  scope: 'orders:read',
  errors: ['order_not_found'],
  schemas: () => orderSchemas().then((c) => ({ query: c.AdminOrderQuerySchema, response: c.AdminOrderResponseSchema })),
});

/**
 * POST /_api/admin/orders/refund: refunds a paid order, whole or chosen items or an amount,
 * through its payment provider; the refunded items' licence keys are revoked.
 */
export const refundOrder = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/orders/refund',
  role: 'admin',
  scope: 'orders:refund',
  errors: [
    'order_not_found',
    'order_already_refunded',
    'order_not_refundable',
    'refund_amount_too_high',
    'refund_item_already_refunded',
    'refund_item_not_in_order',
    'refund_in_progress',
    'refund_failed',
    'payment_provider_unavailable',
    'refund_pending',
  ],
  schemas: () =>
    orderSchemas().then((c) => ({ body: c.RefundOrderInputSchema, response: c.RefundOrderResponseSchema })),
});

/**
 * POST /_api/admin/orders/refund/retry: asks the provider again for a pending refund (it did not
 * answer), with the same idempotency key, so the money goes back once; the reconciler does the
 * same every minute. Answers like the refund itself.
 */
export const retryRefund = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/orders/refund/retry',
  role: 'admin',
  errors: [
    'order_not_found',
    'refund_not_found',
    'refund_not_pending',
    'refund_in_progress',
    'refund_failed',
    'payment_provider_unavailable',
  ],
  schemas: () =>
    orderSchemas().then((c) => ({ body: c.RetryRefundInputSchema, response: c.RefundOrderResponseSchema })),
});

/**
 * POST /_api/test/payment-provider (test only: registered with E2E_TEST_CLOCK, which production
 * refuses): `{ down: true, orderId }` makes the refunds of that order (of every order without
 * `orderId`) find the payment provider unreachable until `{ down: false, orderId }`, so the browser tests see a pending refund and "Retry now".
 */
export const setTestPaymentProvider = defineEndpoint({
  method: 'POST',
  path: '/_api/test/payment-provider',
  role: 'public',
  errors: [],
  schemas: () =>
    orderSchemas().then((c) => ({ body: c.TestPaymentProviderSchema, response: c.TestPaymentProviderSchema })),
});
