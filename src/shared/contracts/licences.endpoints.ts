import { defineEndpoint } from './endpoint.ts';

// The licence API of the desktop add-on (docs "Activation") and the owner's machine actions on
// /orders. Plain data plus a lazy schema import, so pages may import these without loading zod;
// see ./endpoint.ts.
const schemas = () => import('./licences.ts');

/** POST /_api/licences/free: frees a machine slot of one of the user's own licences (from /orders). */
export const freeMachine = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/free',
  role: 'user',
  errors: ['licence_not_found', 'machine_not_activated'],
  schemas: () => schemas().then((c) => ({ body: c.FreeMachineInputSchema, response: c.SuccessResponseSchema })),
});

// --- Licence API for the desktop add-on (public, no session, rate limited) -------------------------

/** POST /_api/licences/activate: registers a machine for a key, up to the licence's machine limit. */
export const activateLicence = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/activate',
  role: 'public',
  errors: [
    'licence_key_not_found',
    'licence_revoked',
    'licence_suspended',
    'licence_wrong_product',
    'machine_limit_reached',
    'trial_expired',
    'rate_limited',
  ],
  schemas: () =>
    schemas().then((c) => ({ body: c.ActivateLicenceInputSchema, response: c.LicenceCheckResponseSchema })),
});

/** POST /_api/licences/validate: never activates; answers 200 with `valid`, a `code` and what to tell the trader. */
export const validateLicence = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/validate',
  role: 'public',
  errors: ['rate_limited'],
  schemas: () =>
    schemas().then((c) => ({ body: c.ValidateLicenceInputSchema, response: c.LicenceCheckResponseSchema })),
});

/**
 * POST /_api/licences/trial: starts a machine-bound trial and answers its key, or
 * `TRIAL_USED` (200, `valid: false`) when this machine or the signed-in account had one.
 */
export const startTrial = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/trial',
  role: 'public',
  errors: ['indicator_not_found', 'trial_not_offered', 'already_owned', 'covered_by_bundle', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ body: c.StartTrialInputSchema, response: c.LicenceCheckResponseSchema })),
});

/** POST /_api/licences/deactivate: frees the machine's slot. */
export const deactivateLicence = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/deactivate',
  role: 'public',
  errors: ['licence_key_not_found', 'rate_limited'],
  schemas: () =>
    schemas().then((c) => ({ body: c.LicenceMachineInputSchema, response: c.LicenceSuccessResponseSchema })),
});

/**
 * POST /_api/licences/offline: a signed licence file for an activated machine, checkable with the
 * public key and no network until `validUntil`. Called by the add-on and by /orders.
 */
export const offlineLicence = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/offline',
  role: 'public',
  errors: ['licence_key_not_found', 'licence_revoked', 'licence_suspended', 'machine_not_activated', 'rate_limited'],
  schemas: () =>
    schemas().then((c) => ({ body: c.OfflineLicenceInputSchema, response: c.OfflineLicenceResponseSchema })),
});

/** GET /_api/licences/public-key?keyId=: the key that checks signed answers and offline files. */
export const licencePublicKey = defineEndpoint({
  method: 'GET',
  path: '/_api/licences/public-key',
  role: 'public',
  errors: ['licence_signing_key_not_found', 'rate_limited'],
  schemas: () => schemas().then((c) => ({ query: c.PublicKeyQuerySchema, response: c.PublicKeyResponseSchema })),
});

// --- "Move my licence here" from inside the platform -------------------------------------

/**
 * POST /_api/licences/transfer/request: e-mails the licence's owner a 6-digit code (10 minutes)
 * that moves the licence to this machine; only when the key is live and at its machine limit on
 * other machines. Uses the same quota as the web reset.
 */
export const requestLicenceTransfer = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/transfer/request',
  role: 'public',
  errors: [
    'licence_key_not_found',
    'licence_revoked',
    'licence_suspended',
    'licence_transfer_not_needed',
    'licence_reset_quota_used',
    'licence_reset_too_soon',
    'rate_limited',
  ],
  schemas: () =>
    schemas().then((c) => ({
      body: c.LicenceTransferRequestInputSchema,
      response: c.LicenceTransferRequestResponseSchema,
    })),
});

/**
 * POST /_api/licences/transfer/confirm: the e-mailed code frees the machine seen longest ago and
 * activates this one; answers like activate.
 */
export const confirmLicenceTransfer = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/transfer/confirm',
  role: 'public',
  errors: [
    'licence_key_not_found',
    'licence_revoked',
    'licence_suspended',
    'licence_transfer_code_invalid',
    'licence_transfer_code_wrong',
    'licence_transfer_code_expired',
    'licence_transfer_attempts_used',
    'licence_reset_quota_used',
    'licence_reset_too_soon',
    'rate_limited',
  ],
  schemas: () =>
    schemas().then((c) => ({
      body: c.LicenceTransferConfirmInputSchema,
      response: c.LicenceCheckResponseSchema,
    })),
});

// --- Self-service reset of lost machines (docs "Resetting lost machines") ---------------------------

/** POST /_api/licences/reset-request: e-mails the owner a link that frees every machine of the licence. */
export const requestLicenceReset = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/reset-request',
  role: 'user',
  errors: [
    'licence_not_found',
    'licence_revoked',
    'licence_reset_quota_used',
    'licence_reset_too_soon',
    'rate_limited',
  ],
  schemas: () =>
    schemas().then((c) => ({
      body: c.LicenceResetRequestInputSchema,
      response: c.LicenceResetRequestResponseSchema,
    })),
});

/** POST /_api/licences/reset-confirm: the e-mailed link's token; public, as the link may be opened signed out. */
export const confirmLicenceReset = defineEndpoint({
  method: 'POST',
  path: '/_api/licences/reset-confirm',
  role: 'public',
  errors: [
    'licence_reset_link_invalid',
    'licence_reset_link_expired',
    'licence_reset_link_used',
    'licence_revoked',
    'licence_reset_quota_used',
    'licence_reset_too_soon',
    'rate_limited',
  ],
  schemas: () =>
    schemas().then((c) => ({
      body: c.LicenceResetConfirmInputSchema,
      response: c.LicenceResetConfirmResponseSchema,
    })),
});
