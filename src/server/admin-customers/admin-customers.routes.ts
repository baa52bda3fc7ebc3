import type { FastifyPluginAsync } from 'fastify';
import {
  getAdminCustomer,
  listAdminCustomers,
  sendCustomerPasswordReset,
  setCustomerRole,
  setCustomerSignIn,
} from '#shared/contracts/admin-customers.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import * as customers from './customers.service.ts';

/** /admin/customers: declared `admin`, so the guard answers 401 / 403 first. */
export const adminCustomersRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, listAdminCustomers, async ({ input }) => customers.listCustomers(app.db, input));
  await registerEndpoint(app, getAdminCustomer, async ({ input }) => customers.getCustomer(app.db, input.id));
  await registerEndpoint(app, setCustomerSignIn, async ({ input, request }) =>
    customers.setSignIn(app.db, input, currentUser(request).id),
  );
  await registerEndpoint(app, setCustomerRole, async ({ input }) => customers.setRole(app.db, input));
  await registerEndpoint(app, sendCustomerPasswordReset, async ({ input }) =>
    customers.sendPasswordReset(app.db, app.config, input.id),
  );
};
