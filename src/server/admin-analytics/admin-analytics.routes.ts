import type { FastifyPluginAsync } from 'fastify';
import { AnalyticsResponseSchema } from '#shared/contracts/admin-analytics.ts';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import { ADMIN_ANSWER_HEADERS } from '../platform/admin-cache.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { analytics } from './analytics.service.ts';

/**
 * The owner's dashboard numbers, cut in ANALYTICS_TIME_ZONE. Kept in the admin
 * cache per range and interval until the next write (platform/admin-cache.ts): a year by day is
 * about 120 KB of JSON from every paid order of two years.
 */
export const adminAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  const timeZone = app.config.ANALYTICS_TIME_ZONE;
  await registerEndpoint(app, getAdminAnalytics, async ({ input, request, reply }) =>
    app.adminCache.reply(request, reply, {
      key: `analytics:${input.from}:${input.to}:${input.interval}:${timeZone}`,
      schema: AnalyticsResponseSchema,
      headers: ADMIN_ANSWER_HEADERS,
      load: () => analytics(app.db, input, timeZone),
    }),
  );
};
