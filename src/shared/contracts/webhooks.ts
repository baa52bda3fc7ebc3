import { z } from 'zod';
import { idField, pageField, queryIdField } from './fields.ts';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from './webhooks.constants.ts';

// Outgoing webhooks (Standard Webhooks).
export * from './webhooks.constants.ts';

const urlField = z.string('URL is required.').trim().min(1, 'URL is required.').max(2000, 'URL is too long.');
const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, 'Unknown event.'))
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);
const descriptionField = z.string().trim().max(200, 'Description must be at most 200 characters.');

export const CreateWebhookInputSchema = z
  .object({ url: urlField, events: eventsField, description: descriptionField.optional() })
  .strict();
export const WebhookSecretResponseSchema = z.object({
  id: z.number().int(),
  /** `whsec_…`, shown in this answer only. */
  secret: z.string(),
});

export const WebhookDtoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookDto = z.infer<typeof WebhookDtoSchema>;
export const ListWebhooksResponseSchema = z.object({ webhooks: z.array(WebhookDtoSchema) });

export const UpdateWebhookInputSchema = z
  .object({
    id: idField('Webhook id'),
    url: urlField.optional(),
    events: eventsField.optional(),
    description: descriptionField.nullable().optional(),
  })
  .strict();
export const WebhookResponseSchema = z.object({ webhook: WebhookDtoSchema });
export const WebhookIdInputSchema = z.object({ id: idField('Webhook id') }).strict();
export const OkResponseSchema = z.object({ ok: z.literal(true) });

export const DeliveriesQuerySchema = z.object({ webhookId: queryIdField('Webhook id'), page: pageField() }).strict();
export const DeliveryDtoSchema = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type DeliveryDto = z.infer<typeof DeliveryDtoSchema>;
export const DeliveriesPageSchema = z.object({
  deliveries: z.array(DeliveryDtoSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const RedeliverInputSchema = z.object({ deliveryId: idField('Delivery id') }).strict();
export const DeliveryResponseSchema = z.object({ delivery: DeliveryDtoSchema });
