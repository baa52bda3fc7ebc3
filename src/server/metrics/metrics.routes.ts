import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { count, eq, min } from 'drizzle-orm';
import { createHash, timingSafeEqual } from 'node:crypto';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { refunds } from '../refunds/refunds.schema.ts';
import { webhookDeliveries } from '../webhooks/webhooks.schema.ts';
import { AppError } from '../platform/errors.ts';
import { ShopMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics (metrics/metrics.ts). */
    metrics: ShopMetrics;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Decorates `app.metrics` and, when METRICS_TOKEN is set, times every answer: one synchronous
 * onResponse hook reading Fastify's own `elapsedTime` (no hook on the way in, nothing async), with
 * the route's pattern as its label, never the URL. Unset, the hot path carries nothing at all.
 */
export function registerMetrics(app: FastifyInstance) {
  const metrics = new ShopMetrics();
  app.decorate('metrics', metrics);
  if (!app.config.METRICS_TOKEN) return;
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** Counts one licence API answer by its `code` (or the error's code when it throws). */
export async function countLicenceCheck<T extends object>(
  metrics: ShopMetrics,
  call: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    const result = await run();
    const { code, valid } = result as { code?: string; valid?: boolean };
    metrics.licenceCheck(call, code ?? (valid === false ? 'INVALID' : 'VALID'));
    return result;
  } catch (error) {
    metrics.licenceCheck(call, error instanceof AppError ? String(error.wireCode) : 'error');
    throw error;
  }
}

/** `GET /metrics`: 404 without METRICS_TOKEN, 401 without the right `Authorization: Bearer`. */
export function registerMetricsRoute(app: FastifyInstance) {
  const db = app.db;
  const now = () => Date.now();
  app.metrics.readFrom({
    caches: () => [
      ...app
        .publicCacheList()
        .map(([name, cache]) => ({ cache: `api:${name}`, hits: cache.hits, misses: cache.misses })),
      { cache: 'pages', hits: app.pageCache.hits, misses: app.pageCache.misses },
      { cache: 'user-pages', hits: app.userPageCache.hits, misses: app.userPageCache.misses },
    ],
    outboxes: async () => {
      const [mail] = await db
        .select({ depth: count(), oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'));
      const [hooks] = await db
        .select({ depth: count(), oldest: min(webhookDeliveries.createdAt) })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.status, 'pending'));
      const age = (oldest: Date | null | undefined) => (oldest ? Math.max(0, (now() - oldest.getTime()) / 1000) : 0);
      return [
        { outbox: 'mail', depth: mail?.depth ?? 0, oldestSeconds: age(mail?.oldest) },
        { outbox: 'webhooks', depth: hooks?.depth ?? 0, oldestSeconds: age(hooks?.oldest) },
      ];
    },
    refundsPending: async () => {
      const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.status, 'pending'));
      return row?.n ?? 0;
    },
    pool: () => app.database.poolUsage?.() ?? { total: 0, idle: 0, waiting: 0, max: 0 },
  });

  const expected = app.config.METRICS_TOKEN ? digest(`Bearer ${app.config.METRICS_TOKEN}`) : null;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!expected) return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized.');
    const text = await app.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
  });
}
