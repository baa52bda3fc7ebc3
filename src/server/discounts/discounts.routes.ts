import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  applyDiscount,
  createDiscount,
  deleteDiscount,
  listDiscounts,
  removeDiscount,
  updateDiscount,
} from '#shared/contracts/discounts.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { creditedLines, discountLines, getCart, listCart } from '../store/index.ts';
import { taxSettingsOf } from '../tax/index.ts';
import * as admin from './admin-discounts.service.ts';
import * as discounts from './discounts.service.ts';

/** The admin's discount codes and the customer's code on the cart (answered with the cart). */
export const discountsRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const tax = taxSettingsOf(config);
  // Answered with the default rate: the checkout page asks for the cart of its chosen country again.
  const cartOf = (userId: number, request: FastifyRequest) =>
    getCart(app.db, userId, { tax, paymentProvider: config.PAYMENT_PROVIDER }, undefined, requestLanguage(request));

  await registerEndpoint(app, listDiscounts, async () => admin.listDiscounts(app.db));
  await registerEndpoint(app, createDiscount, async ({ input }) => admin.createDiscount(app.db, input));
  await registerEndpoint(app, updateDiscount, async ({ input }) => admin.updateDiscount(app.db, input));
  await registerEndpoint(app, deleteDiscount, async ({ input }) => admin.deleteDiscount(app.db, input.id));

  await registerEndpoint(app, applyDiscount, async ({ input, request }) => {
    const userId = currentUser(request).id;
    // The lines after a bundle upgrade's credit, renewals marked (see cart.service.ts).
    const lines = discountLines(await creditedLines(app.db, userId, await listCart(app.db, userId)));
    await discounts.applyToCart(app.db, userId, input.code, lines);
    return cartOf(userId, request);
  });
  await registerEndpoint(app, removeDiscount, async ({ request }) => {
    const userId = currentUser(request).id;
    await discounts.removeFromCart(app.db, userId);
    return cartOf(userId, request);
  });
};
