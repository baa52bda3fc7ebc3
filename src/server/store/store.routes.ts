import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActivateLicenceInputSchema,
  CartAddResponseSchema,
  CartMutationInputSchema,
  CheckoutInputSchema,
  CheckoutResponseSchema,
  FreeMachineInputSchema,
  GetCartResponseSchema,
  GetIndicatorQuerySchema,
  IndicatorDtoSchema,
  LicenceCheckResponseSchema,
  LicenceMachineInputSchema,
  ListCategoriesResponseSchema,
  ListIndicatorsQuerySchema,
  ListIndicatorsResponseSchema,
  ListOrdersResponseSchema,
  SuccessResponseSchema,
} from '#shared/contracts/store.ts';
import { currentUser, requireUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import * as cart from './cart.service.ts';
import * as catalogue from './catalogue.service.ts';
import { checkout } from './checkout.service.ts';
import * as licences from './licences.service.ts';
import * as orders from './orders.service.ts';
import { createPaymentProvider } from './payments/provider.ts';
import { stripeWebhookRoutes } from './payments/stripe-webhook.routes.ts';

/** SPEC §7 "Store" calls, the licence API for the desktop add-on and the payment webhook. */
export const storeRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const provider = createPaymentProvider(config);
  const site = { siteName: config.SITE_NAME, siteUrl: config.siteUrl };

  // --- Catalogue (public) -------------------------------------------------------------------
  // The same for every visitor, so served from the catalogue cache (emptied by the admin's writes).
  const cache = app.publicCache('catalogue');
  app.get(
    '/_api/indicators',
    { schema: { querystring: ListIndicatorsQuerySchema, response: { 200: ListIndicatorsResponseSchema } } },
    async (request, reply) =>
      cache.reply(request, reply, {
        key: `indicators?${JSON.stringify(request.query)}`,
        schema: ListIndicatorsResponseSchema,
        load: () => catalogue.listIndicators(app.db, request.query),
      }),
  );
  app.get('/_api/categories', { schema: { response: { 200: ListCategoriesResponseSchema } } }, async (request, reply) =>
    cache.reply(request, reply, {
      key: 'categories',
      schema: ListCategoriesResponseSchema,
      load: () => catalogue.listCategories(app.db),
    }),
  );
  app.get(
    '/_api/indicator',
    { schema: { querystring: GetIndicatorQuerySchema, response: { 200: IndicatorDtoSchema } } },
    async (request, reply) =>
      cache.reply(request, reply, {
        key: `indicator?${JSON.stringify(request.query)}`,
        schema: IndicatorDtoSchema,
        load: () => catalogue.getIndicator(app.db, request.query.id),
      }),
  );

  // --- Cart, checkout, orders (signed in; every query is scoped to the session's user) --------
  // preValidation: a visitor gets 401 even for a malformed body, never a 400 that probes the schema.
  const signedIn = { preValidation: requireUser };
  app.get('/_api/cart', { ...signedIn, schema: { response: { 200: GetCartResponseSchema } } }, async (request) =>
    cart.getCart(app.db, currentUser(request).id, { taxRatePercent: config.TAX_RATE, paymentProvider: provider.name }),
  );
  app.post(
    '/_api/cart/add',
    { ...signedIn, schema: { body: CartMutationInputSchema, response: { 200: CartAddResponseSchema } } },
    async (request) => cart.addToCart(app.db, currentUser(request).id, request.body.indicatorId),
  );
  app.post(
    '/_api/cart/remove',
    { ...signedIn, schema: { body: CartMutationInputSchema, response: { 200: SuccessResponseSchema } } },
    async (request) => cart.removeFromCart(app.db, currentUser(request).id, request.body.indicatorId),
  );
  app.post(
    '/_api/checkout',
    { ...signedIn, schema: { body: CheckoutInputSchema, response: { 200: CheckoutResponseSchema } } },
    async (request) =>
      checkout(
        { db: app.db, provider, taxRatePercent: config.TAX_RATE, site, orderHooks: app.hooks.order },
        currentUser(request).id,
        requestLanguage(request),
      ),
  );
  app.get('/_api/orders', { ...signedIn, schema: { response: { 200: ListOrdersResponseSchema } } }, async (request) =>
    orders.listOrders(app.db, currentUser(request).id),
  );
  app.post(
    '/_api/licences/free',
    { ...signedIn, schema: { body: FreeMachineInputSchema, response: { 200: SuccessResponseSchema } } },
    async (request) => licences.freeMachine(app.db, currentUser(request).id, request.body),
  );

  // --- Licence API for the desktop add-on (public, no session; docs "Activation") ------------
  const licenceLimit = { rateLimit: { max: config.LICENCE_RATE_LIMIT, timeWindow: '1 minute' } };
  app.post(
    '/_api/licences/activate',
    {
      config: licenceLimit,
      schema: { body: ActivateLicenceInputSchema, response: { 200: LicenceCheckResponseSchema } },
    },
    async (request) => licences.activate(app.db, request.body),
  );
  app.post(
    '/_api/licences/validate',
    {
      config: licenceLimit,
      schema: { body: LicenceMachineInputSchema, response: { 200: LicenceCheckResponseSchema } },
    },
    async (request) => licences.validate(app.db, request.body),
  );
  app.post(
    '/_api/licences/deactivate',
    { config: licenceLimit, schema: { body: LicenceMachineInputSchema, response: { 200: SuccessResponseSchema } } },
    async (request) => licences.deactivate(app.db, request.body),
  );

  if (config.PAYMENT_PROVIDER === 'stripe')
    await app.register(stripeWebhookRoutes, {
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      site,
    });
};
