import { defineEndpoint } from './endpoint.ts';

// The owner's dashboard; schemas in ./admin-analytics.ts.
const schemas = () => import('./admin-analytics.ts');

/** GET /_api/admin/analytics?from=&to=&interval=: revenue, orders and more, with the previous period beside it. */
export const getAdminAnalytics = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/analytics',
  role: 'admin',
  scope: 'analytics:read',
  errors: ['date_range_reversed', 'date_range_too_long'],
  schemas: () => schemas().then((c) => ({ query: c.AnalyticsQuerySchema, response: c.AnalyticsResponseSchema })),
});
