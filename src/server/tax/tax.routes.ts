import type { FastifyPluginAsync } from 'fastify';
import { deleteTaxRate, listTaxRates, setTaxRate } from '#shared/contracts/tax.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import * as tax from './tax.service.ts';

/** Tax by country: the admin's rate table (the checkout reads it through tax.service). */
export const taxRoutes: FastifyPluginAsync = async (app) => {
  const settings = tax.taxSettingsOf(app.config);
  await registerEndpoint(app, listTaxRates, async () => tax.listTaxRates(app.db, settings));
  await registerEndpoint(app, setTaxRate, async ({ input }) => tax.setTaxRate(app.db, input));
  await registerEndpoint(app, deleteTaxRate, async ({ input }) => tax.deleteTaxRate(app.db, input.country));
};
