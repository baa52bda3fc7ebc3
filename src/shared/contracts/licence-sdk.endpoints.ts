import { defineEndpoint } from './endpoint.ts';

const schemas = () => import('./licence-sdk.ts');

/** GET /_api/admin/licences/sdk: the NinjaTrader licence client pre-filled with this shop's URL, keys and product ids. */
export const getLicenceSdk = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/licences/sdk',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ query: c.LicenceSdkQuerySchema, response: c.LicenceSdkResponseSchema })),
});
