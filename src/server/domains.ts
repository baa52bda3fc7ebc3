import type { FastifyPluginAsync } from 'fastify';
import affiliatesRoutes from './affiliates/affiliates.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { blogRoutes } from './blog/blog.routes.ts';
import { storeAdminRoutes } from './store-admin/store-admin.routes.ts';
import { storeRoutes } from './store/store.routes.ts';
import { suggestionsRoutes } from './suggestions/suggestions.routes.ts';
import { supportRoutes } from './support/support.routes.ts';

/**
 * Each domain's routes, registered in this order under `/_api`. A domain adds one line here;
 * nothing else in `app.ts` changes.
 */
export const domainPlugins: FastifyPluginAsync[] = [
  authRoutes,
  affiliatesRoutes,
  blogRoutes,
  supportRoutes,
  storeAdminRoutes,
  storeRoutes,
  suggestionsRoutes,
];
