import type { FastifyPluginAsync } from 'fastify';
import {
  createIndicator,
  deleteIndicator,
  getAdminOrder,
  listAdminCategories,
  listAdminIndicators,
  listAdminOrders,
  refundOrder,
  retryRefund,
  setTestPaymentProvider,
  updateIndicator,
} from '#shared/contracts/admin-store.endpoints.ts';
import { createCategory, deleteCategory, updateCategory } from '#shared/contracts/admin-categories.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { refundProvidersOf } from '../refunds/index.ts';
import * as categories from './categories.service.ts';
import * as indicators from './indicators.service.ts';
import * as orders from './orders.service.ts';

/**
 * Admin indicator management (SPEC §7) and the admin's order screens (DECISIONS "Admin area").
 * Every endpoint here is declared `admin`, so its guard answers 401 / 403 before validation.
 */
export const storeAdminRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, listAdminCategories, async () => categories.listCategories(app.db));
  await registerEndpoint(app, listAdminIndicators, async ({ input }) => indicators.listIndicators(app.db, input));

  // Each write empties the public catalogue cache once its transaction has committed, before
  // the admin gets the answer, so the next public read shows the change.
  // The changelog names the indicators and leaves out hidden or deleted ones, so it goes too.
  const catalogue = app.publicCache('catalogue');
  const changelog = app.publicCache('changelog');
  const changingCatalogue = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await catalogue.invalidate();
    await changelog.invalidate();
    return result;
  };

  await registerEndpoint(app, createIndicator, async ({ input }) =>
    changingCatalogue(indicators.createIndicator(app.db, input)),
  );
  await registerEndpoint(app, updateIndicator, async ({ input }) =>
    changingCatalogue(indicators.updateIndicator(app.db, input)),
  );
  await registerEndpoint(app, deleteIndicator, async ({ input }) =>
    changingCatalogue(indicators.deleteIndicator(app.db, input.id)),
  );

  await registerEndpoint(app, createCategory, async ({ input }) =>
    changingCatalogue(categories.createCategory(app.db, input)),
  );
  await registerEndpoint(app, updateCategory, async ({ input }) =>
    changingCatalogue(categories.updateCategory(app.db, input)),
  );
  await registerEndpoint(app, deleteCategory, async ({ input }) =>
    changingCatalogue(categories.deleteCategory(app.db, input.id)),
  );

  await registerEndpoint(app, listAdminOrders, async ({ input }) => orders.listOrders(app.db, input));
  await registerEndpoint(app, getAdminOrder, async ({ input }) => orders.getOrder(app.db, input.id));
  const providers = refundProvidersOf(app);
  const refundDeps = { hooks: app.hooks.order, site: { siteName: app.config.SITE_NAME, siteUrl: app.config.siteUrl } };
  await registerEndpoint(app, refundOrder, async ({ input, request }) =>
    orders.refundOrder(app.db, providers, refundDeps, { ...input, adminId: currentUser(request).id }),
  );
  await registerEndpoint(app, retryRefund, async ({ input }) =>
    orders.retryRefund(app.db, providers, refundDeps, input),
  );
  // Test only: E2E_TEST_CLOCK (refused in production by the config) takes the refund side down.
  if (app.config.E2E_TEST_CLOCK) {
    await registerEndpoint(app, setTestPaymentProvider, async ({ input }) => {
      providers.setDown(input.down, input.orderId);
      return input;
    });
  }
};
