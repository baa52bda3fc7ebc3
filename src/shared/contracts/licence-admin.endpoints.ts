import { defineEndpoint } from './endpoint.ts';

// The admin's licence API. Plain data plus a lazy schema import, so
// pages may import these without loading zod; see ./endpoint.ts. Every action answers the
// licence's fresh detail and appends its event to the audit trail.
const schemas = () => import('./licence-admin.ts');
const detail = () => schemas().then((c) => c.AdminLicenceResponseSchema);

/** GET /_api/admin/licences?search=: licences, newest first, by key, owner e-mail or order id. */
export const listAdminLicences = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/licences',
  role: 'admin',
  scope: 'licences:read',
  errors: [],
  schemas: () =>
    schemas().then((c) => ({ query: c.AdminLicencesQuerySchema, response: c.AdminLicencesResponseSchema })),
});

/** GET /_api/admin/licence?id=: status, owner, machines, resets used and the full audit trail. */
export const getAdminLicence = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/licence',
  role: 'admin',
  scope: 'licences:read',
  errors: ['licence_not_found'],
  schemas: () => schemas().then((c) => ({ query: c.AdminLicenceQuerySchema, response: c.AdminLicenceResponseSchema })),
});

/** POST /_api/admin/licences/status: suspend, reinstate or revoke (revoking is final). */
export const setLicenceStatus = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/licences/status',
  role: 'admin',
  scope: 'licences:write',
  errors: ['licence_not_found', 'licence_revoked_final'],
  schemas: async () => ({ body: (await schemas()).SetLicenceStatusInputSchema, response: await detail() }),
});

/** POST /_api/admin/licences/free: frees one machine of a licence. */
export const freeLicenceMachine = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/licences/free',
  role: 'admin',
  scope: 'licences:write',
  errors: ['licence_not_found', 'machine_not_activated'],
  schemas: async () => ({ body: (await schemas()).FreeLicenceMachineInputSchema, response: await detail() }),
});

/** POST /_api/admin/licences/reset: frees every machine; never uses the owner's reset quota. */
export const resetLicence = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/licences/reset',
  role: 'admin',
  scope: 'licences:write',
  errors: ['licence_not_found'],
  schemas: async () => ({ body: (await schemas()).ResetLicenceInputSchema, response: await detail() }),
});

/** POST /_api/admin/licences/limit: changes one licence's machine limit (1–100). */
export const setMachineLimit = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/licences/limit',
  role: 'admin',
  scope: 'licences:write',
  errors: ['licence_not_found'],
  schemas: async () => ({ body: (await schemas()).SetMachineLimitInputSchema, response: await detail() }),
});
