import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  IndicatorDtoSchema,
  ListCategoriesResponseSchema,
  ListIndicatorsResponseSchema,
} from '#shared/contracts/store.ts';
import {
  addToCart,
  checkout,
  getCart,
  getIndicator,
  getUpgradePrices,
  setTestAppClock,
  listCategories,
  listIndicators,
  listOrders,
  removeFromCart,
} from '#shared/contracts/store.endpoints.ts';
import { referralCodeFromCookies } from '../affiliates/index.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import * as cart from './cart.service.ts';
import * as catalogue from './catalogue.service.ts';
import { checkout as placeOrder } from './checkout.service.ts';
import * as orders from './orders.service.ts';
import { createPaymentProvider } from './payments/provider.ts';
import { stripeWebhookRoutes } from './payments/stripe-webhook.routes.ts';
import { taxSettingsOf } from '../tax/index.ts';

/** SPEC §7 "Store" calls and the payment webhook (the licence API is the licences domain's). */
export const storeRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const provider = createPaymentProvider(config);
  const site = { siteName: config.SITE_NAME, siteUrl: config.siteUrl };

  // --- Catalogue (public) -------------------------------------------------------------------
  // The same for every visitor in one language, so served from the catalogue cache keyed by the
  // request's language (emptied by the admin's writes). `Vary` tells HTTP caches the same.
  const cache = app.publicCache('catalogue');
  const inLanguage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'accept-language, cookie');
    return requestLanguage(request);
  };
  await registerEndpoint(app, listIndicators, async ({ input, request, reply }) => {
    const language = inLanguage(request, reply);
    return cache.reply(request, reply, {
      key: `${language} indicators?${JSON.stringify(input)}`,
      schema: ListIndicatorsResponseSchema,
      load: () => catalogue.listIndicators(app.db, input, language),
    });
  });
  await registerEndpoint(app, listCategories, async ({ request, reply }) => {
    const language = inLanguage(request, reply);
    return cache.reply(request, reply, {
      key: `${language} categories`,
      schema: ListCategoriesResponseSchema,
      load: () => catalogue.listCategories(app.db, language),
    });
  });
  await registerEndpoint(app, getIndicator, async ({ input, request, reply }) => {
    const language = inLanguage(request, reply);
    return cache.reply(request, reply, {
      key: `${language} indicator?${JSON.stringify(input)}`,
      schema: IndicatorDtoSchema,
      load: () => catalogue.getIndicator(app.db, input.id, language),
    });
  });

  // --- Cart, checkout, orders (signed in; every query is scoped to the session's user) --------
  const tax = taxSettingsOf(config);
  await registerEndpoint(app, getCart, async ({ input, request }) =>
    cart.getCart(
      app.db,
      currentUser(request).id,
      { tax, paymentProvider: provider.name },
      input?.country,
      requestLanguage(request),
    ),
  );
  await registerEndpoint(app, getUpgradePrices, async ({ request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return cart.upgradePrices(app.db, currentUser(request).id);
  });
  // A shop's most frequent writes; cart lines are in no admin figure, so they keep the admin cache.
  const cartWrite = { config: { changesAdminFigures: false } };
  await registerEndpoint(
    app,
    addToCart,
    async ({ input, request }) => cart.addToCart(app.db, currentUser(request).id, input),
    cartWrite,
  );
  await registerEndpoint(
    app,
    removeFromCart,
    async ({ input, request }) => cart.removeFromCart(app.db, currentUser(request).id, input.indicatorId),
    cartWrite,
  );
  await registerEndpoint(app, checkout, async ({ input, request }) =>
    placeOrder(
      { db: app.db, provider, tax, site, orderHooks: app.hooks.order, clock: () => app.clock() },
      currentUser(request).id,
      requestLanguage(request),
      input,
      { hasReferralCookie: referralCodeFromCookies(request.cookies) !== null },
    ),
  );
  await registerEndpoint(app, listOrders, async ({ request }) =>
    orders.listOrders(app.db, currentUser(request).id, config.LICENCE_RESETS_PER_YEAR, app.clock()),
  );
  // Test only: E2E_TEST_CLOCK (refused in production by the config) moves the app's clock (the browser tests of renewals and trials).
  if (config.E2E_TEST_CLOCK)
    await registerEndpoint(app, setTestAppClock, async ({ input }) => {
      const offset = input.offsetDays * 86_400_000;
      app.clock = () => new Date(Date.now() + offset);
      return { now: app.clock().toISOString() };
    });
  if (config.PAYMENT_PROVIDER === 'stripe')
    await app.register(stripeWebhookRoutes, {
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      site,
    });
};
