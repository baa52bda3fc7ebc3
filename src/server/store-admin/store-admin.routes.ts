import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCategoriesResponseSchema,
  AdminIndicatorsQuerySchema,
  AdminIndicatorsResponseSchema,
  AdminOrderQuerySchema,
  AdminOrderResponseSchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  CreateIndicatorInputSchema,
  DeleteIndicatorInputSchema,
  DeleteIndicatorResponseSchema,
  IndicatorResponseSchema,
  RefundOrderInputSchema,
  RefundOrderResponseSchema,
  UpdateIndicatorInputSchema,
} from '#shared/contracts/admin-store.ts';
import { requireAdmin } from '../platform/guards.ts';
import * as indicators from './indicators.service.ts';
import * as orders from './orders.service.ts';

/**
 * Admin indicator management (SPEC §7) and the admin's order screens (DECISIONS "Admin area").
 * One hook makes every route here admin-only (401 / 403) without each one repeating it.
 */
export const storeAdminRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // preValidation, not preHandler: a visitor gets 401 even for a malformed body, never a 400 that probes the schema.
  app.addHook('preValidation', requireAdmin);

  app.get('/_api/admin/categories', { schema: { response: { 200: AdminCategoriesResponseSchema } } }, async () =>
    indicators.listCategories(app.db),
  );

  app.get(
    '/_api/admin/indicators',
    { schema: { querystring: AdminIndicatorsQuerySchema, response: { 200: AdminIndicatorsResponseSchema } } },
    async (request) => indicators.listIndicators(app.db, request.query),
  );

  // Each write empties the public catalogue cache once its transaction has committed, before
  // the admin gets the answer, so the next public read shows the change.
  const catalogue = app.publicCache('catalogue');
  const changingCatalogue = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await catalogue.invalidate();
    return result;
  };

  app.post(
    '/_api/admin/indicators',
    { schema: { body: CreateIndicatorInputSchema, response: { 200: IndicatorResponseSchema } } },
    async (request) => changingCatalogue(indicators.createIndicator(app.db, request.body)),
  );

  app.post(
    '/_api/admin/indicators/update',
    { schema: { body: UpdateIndicatorInputSchema, response: { 200: IndicatorResponseSchema } } },
    async (request) => changingCatalogue(indicators.updateIndicator(app.db, request.body)),
  );

  app.post(
    '/_api/admin/indicators/delete',
    { schema: { body: DeleteIndicatorInputSchema, response: { 200: DeleteIndicatorResponseSchema } } },
    async (request) => changingCatalogue(indicators.deleteIndicator(app.db, request.body.id)),
  );

  app.get(
    '/_api/admin/orders',
    { schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrdersResponseSchema } } },
    async (request) => orders.listOrders(app.db, request.query),
  );

  app.get(
    '/_api/admin/order',
    { schema: { querystring: AdminOrderQuerySchema, response: { 200: AdminOrderResponseSchema } } },
    async (request) => orders.getOrder(app.db, request.query.id),
  );

  app.post(
    '/_api/admin/orders/refund',
    { schema: { body: RefundOrderInputSchema, response: { 200: RefundOrderResponseSchema } } },
    async (request) =>
      orders.refundOrder(
        app.db,
        request.body.id,
        { siteName: app.config.SITE_NAME, siteUrl: app.config.siteUrl },
        app.hooks.order,
      ),
  );
};
