import { defineEndpoint } from './endpoint.ts';

// Tax by country: the admin's rate table. Plain data plus a lazy schema import, so pages
// may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./tax.ts');

/** GET /_api/admin/tax-rates: every country's row, and the default for a country without one. */
export const listTaxRates = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/tax-rates',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ListTaxRatesResponseSchema })),
});

/** POST /_api/admin/tax-rates: sets a country's rate (creates or replaces its row). */
export const setTaxRate = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/tax-rates',
  role: 'admin',
  errors: ['country_unknown'],
  schemas: () => schemas().then((c) => ({ body: c.SetTaxRateInputSchema, response: c.TaxRateResponseSchema })),
});

/** POST /_api/admin/tax-rates/delete: the country pays the default rate again. */
export const deleteTaxRate = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/tax-rates/delete',
  role: 'admin',
  errors: ['country_unknown', 'tax_rate_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.DeleteTaxRateInputSchema, response: c.DeleteTaxRateResponseSchema })),
});
