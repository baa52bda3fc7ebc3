/**
 * What a seller API key may do. An admin endpoint's declaration names the one scope a
 * key needs to call it (`scope`); a declaration without one is for signed-in admins only.
 */
export const API_SCOPES = [
  'orders:read',
  'orders:refund',
  'licences:read',
  'licences:write',
  'customers:read',
  'catalogue:write',
  'analytics:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every token starts with this, so a leaked one is recognisable (secret scanners). */
export const API_KEY_TOKEN_PREFIX = 'ntk_';
