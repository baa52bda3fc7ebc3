import { defineEndpoint } from './endpoint.ts';

// Outgoing webhooks: for signed-in admins only (no API key scope manages them).
const schemas = () => import('./webhooks.ts');

/** POST /_api/admin/webhooks: a receiver; its secret is in this answer only. */
export const createWebhook = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/webhooks',
  role: 'admin',
  status: 201,
  errors: ['webhook_url_refused'],
  schemas: () => schemas().then((c) => ({ body: c.CreateWebhookInputSchema, response: c.WebhookSecretResponseSchema })),
});

/** GET /_api/admin/webhooks: every receiver (without secrets). */
export const listWebhooks = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/webhooks',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ListWebhooksResponseSchema })),
});

/** POST /_api/admin/webhooks/update: its URL, events or description. */
export const updateWebhook = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/webhooks/update',
  role: 'admin',
  errors: ['webhook_not_found', 'webhook_url_refused'],
  schemas: () => schemas().then((c) => ({ body: c.UpdateWebhookInputSchema, response: c.WebhookResponseSchema })),
});

/** POST /_api/admin/webhooks/delete: no new deliveries; pending ones end as failed. */
export const deleteWebhook = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/webhooks/delete',
  role: 'admin',
  errors: ['webhook_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.WebhookIdInputSchema, response: c.OkResponseSchema })),
});

/** POST /_api/admin/webhooks/rotate-secret: a new secret, shown once; the old one stops signing at once. */
export const rotateWebhookSecret = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/webhooks/rotate-secret',
  role: 'admin',
  errors: ['webhook_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.WebhookIdInputSchema, response: c.WebhookSecretResponseSchema })),
});

/** GET /_api/admin/webhooks/deliveries?webhookId=&page=: status, attempts, response code, duration. */
export const listWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/webhooks/deliveries',
  role: 'admin',
  errors: ['webhook_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.DeliveriesQuerySchema, response: c.DeliveriesPageSchema })),
});

/** POST /_api/admin/webhooks/redeliver: sends a delivery again soon, with the same webhook-id. */
export const redeliverWebhook = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/webhooks/redeliver',
  role: 'admin',
  errors: ['webhook_delivery_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.RedeliverInputSchema, response: c.DeliveryResponseSchema })),
});
