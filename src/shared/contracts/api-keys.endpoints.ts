import { defineEndpoint } from './endpoint.ts';

// Seller API keys: for signed-in admins only (no scope lets a key manage keys).
const schemas = () => import('./api-keys.ts');

/** POST /_api/admin/api-keys: a new key; its token is in this answer only. */
export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/api-keys',
  role: 'admin',
  status: 201,
  errors: [],
  schemas: () => schemas().then((c) => ({ body: c.CreateApiKeyInputSchema, response: c.CreateApiKeyResponseSchema })),
});

/** GET /_api/admin/api-keys: every key (name, scopes, prefix, created, last used, revoked). */
export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/_api/admin/api-keys',
  role: 'admin',
  errors: [],
  schemas: () => schemas().then((c) => ({ response: c.ListApiKeysResponseSchema })),
});

/** POST /_api/admin/api-keys/revoke: the key answers 401 from now on. */
export const revokeApiKey = defineEndpoint({
  method: 'POST',
  path: '/_api/admin/api-keys/revoke',
  role: 'admin',
  errors: ['api_key_not_found'],
  schemas: () => schemas().then((c) => ({ body: c.RevokeApiKeyInputSchema, response: c.RevokeApiKeyResponseSchema })),
});
