import type { FastifyPluginAsync } from 'fastify';

/** For load balancers: `/healthz` says the process answers, `/readyz` that the database does. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.driver };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: app.database.driver });
    }
  });
};
