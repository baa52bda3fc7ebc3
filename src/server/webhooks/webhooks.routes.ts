import type { FastifyPluginAsync } from 'fastify';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from '#shared/contracts/webhooks.endpoints.ts';
import type { DeliveryDto, WebhookDto } from '#shared/contracts/webhooks.ts';
import { noteAuditBefore } from '../audit/index.ts';
import { appSecret } from '../platform/app-secret.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { appError } from '../error-catalogue.ts';
import { checkWebhookUrl, WebhookUrlRefused, type Resolver } from './url-guard.ts';
import { newWebhookSecret, sealSecret } from './webhook-secrets.ts';
import * as repo from './webhooks.repo.ts';
import type { webhooks } from './webhooks.schema.ts';

const PAGE_SIZE = 50;

const toDto = (w: typeof webhooks.$inferSelect): WebhookDto => ({
  id: w.id,
  url: w.url,
  description: w.description,
  events: w.events,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});

const deliveryDto = (d: NonNullable<Awaited<ReturnType<typeof repo.findDelivery>>>): DeliveryDto => ({
  id: d.id,
  webhookId: d.webhookId,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  responseCode: d.lastStatusCode,
  durationMs: d.lastDurationMs,
  error: d.lastError,
  createdAt: d.createdAt.toISOString(),
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  finishedAt: d.finishedAt?.toISOString() ?? null,
});

const notFound = () => appError('webhook_not_found');

declare module 'fastify' {
  interface FastifyInstance {
    /** How webhook hosts are resolved (tests answer with their own records). */
    webhookResolver?: Resolver;
  }
}

/** The admin's receivers; the worker (`worker.ts`) does the sending. */
export const webhooksRoutes: FastifyPluginAsync = async (app) => {
  const allowLoopback = app.config.WEBHOOK_ALLOW_LOOPBACK;
  const secretKey = appSecret(app.config);

  async function checkedUrl(raw: string) {
    try {
      return (await checkWebhookUrl(raw, allowLoopback, app.webhookResolver)).toString();
    } catch (error) {
      if (!(error instanceof WebhookUrlRefused)) throw error;
      throw appError('webhook_url_refused', { message: `This webhook URL is not allowed (${error.message}).` });
    }
  }

  await registerEndpoint(app, createWebhook, async ({ input }) => {
    const url = await checkedUrl(input.url);
    const secret = newWebhookSecret();
    const id = await repo.insertWebhook(app.db, {
      url,
      events: input.events,
      description: input.description || null,
      secret: sealSecret(secret, secretKey),
    });
    return { id, secret };
  });

  await registerEndpoint(app, listWebhooks, async () => ({
    webhooks: (await repo.listLiveWebhooks(app.db)).map(toDto),
  }));

  await registerEndpoint(app, updateWebhook, async ({ input }) => {
    const current = await repo.findLiveWebhook(app.db, input.id);
    if (!current) throw notFound();
    noteAuditBefore({ url: current.url, events: current.events, description: current.description });
    const row = await repo.updateWebhookRow(app.db, input.id, {
      ...(input.url !== undefined ? { url: await checkedUrl(input.url) } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    });
    if (!row) throw notFound();
    return { webhook: toDto(row) };
  });

  await registerEndpoint(app, deleteWebhook, async ({ input }) => {
    const deleted = await app.db.transaction((tx) => repo.deleteWebhookRow(tx, input.id));
    if (!deleted) throw notFound();
    return { ok: true as const };
  });

  await registerEndpoint(app, rotateWebhookSecret, async ({ input }) => {
    const secret = newWebhookSecret();
    if (!(await repo.updateWebhookRow(app.db, input.id, { secret: sealSecret(secret, secretKey) }))) throw notFound();
    return { id: input.id, secret };
  });

  await registerEndpoint(app, listWebhookDeliveries, async ({ input }) => {
    const { rows, total } = await repo.pageDeliveries(app.db, input.webhookId, PAGE_SIZE, (input.page - 1) * PAGE_SIZE);
    if (total === 0 && !(await repo.findLiveWebhook(app.db, input.webhookId))) throw notFound();
    return { deliveries: rows.map(deliveryDto), page: input.page, pageSize: PAGE_SIZE, total };
  });

  await registerEndpoint(app, redeliverWebhook, async ({ input }) => {
    if (!(await repo.requeueDelivery(app.db, input.deliveryId))) throw appError('webhook_delivery_not_found');
    return { delivery: deliveryDto((await repo.findDelivery(app.db, input.deliveryId))!) };
  });
};
