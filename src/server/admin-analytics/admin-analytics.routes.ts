import type { FastifyPluginAsync } from 'fastify';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { analytics } from './analytics.service.ts';

/** The owner's dashboard numbers (issue 15, item 2), cut in ANALYTICS_TIME_ZONE. */
export const adminAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, getAdminAnalytics, async ({ input }) =>
    analytics(app.db, input, app.config.ANALYTICS_TIME_ZONE),
  );
};
