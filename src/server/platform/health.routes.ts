import type { FastifyPluginAsync } from 'fastify';
import { redisAvailable } from './redis.ts';

/**
 * For load balancers: `/healthz` says the process answers, `/readyz` that the database does.
 * Redis (when configured) only shares counters and cache versions, so an instance without it
 * still serves: `/readyz` answers 200 with `status: 'degraded', redis: 'degraded'`.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const redis = app.redis ? { redis: redisAvailable(app.redis) ? ('ok' as const) : ('degraded' as const) } : {};
    try {
      await app.database.ping();
      return { status: redis.redis === 'degraded' ? 'degraded' : 'ok', database: app.database.driver, ...redis };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: app.database.driver, ...redis });
    }
  });
};
