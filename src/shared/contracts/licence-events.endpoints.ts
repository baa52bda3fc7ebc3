import { defineEndpoint } from './endpoint.ts';

// The owner's short licence history on /orders. Plain data plus a lazy
// schema import, so pages may import these without loading zod; see ./endpoint.ts.
const schemas = () => import('./licence-events.ts');

/** GET /_api/licences/events?licenceId=: the last events of one of the user's own licences (404 for anyone else's). */
export const listOwnLicenceEvents = defineEndpoint({
  method: 'GET',
  path: '/_api/licences/events',
  role: 'user',
  errors: ['licence_not_found'],
  schemas: () =>
    schemas().then((c) => ({ query: c.OwnerLicenceEventsQuerySchema, response: c.OwnerLicenceEventsResponseSchema })),
});
