import type { FastifyPluginAsync } from 'fastify';
import {
  activateLicence,
  confirmLicenceReset,
  deactivateLicence,
  freeMachine,
  requestLicenceReset,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import * as reset from './licence-reset.service.ts';
import * as licences from './licences.service.ts';

/** The licence API of the desktop add-on (docs "Activation") and the owner's machine actions on /orders. */
export const licencesRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;

  // --- The owner's machines (/orders; signed in, scoped to the session's user) ------------------
  await registerEndpoint(app, freeMachine, async ({ input, request }) =>
    licences.freeMachine(app.db, currentUser(request).id, input, { ip: request.ip }),
  );

  // --- Self-service reset of lost machines (/orders → e-mailed link → /licences/reset) -------------
  const resetSettings = () => ({
    resetsPerYear: config.LICENCE_RESETS_PER_YEAR,
    siteUrl: config.siteUrl,
    siteName: config.SITE_NAME,
    now: new Date(),
  });
  // Each request sends a mail: a few per address, beside the quota's own early refusal.
  await registerEndpoint(
    app,
    requestLicenceReset,
    async ({ input, request }) =>
      reset.requestReset(app.db, currentUser(request).id, input.licenceId, resetSettings(), { ip: request.ip }),
    { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } },
  );
  // Public: the link may be opened signed out, on another device; the token is the credential.
  await registerEndpoint(
    app,
    confirmLicenceReset,
    async ({ input, request }) => reset.confirmReset(app.db, input.token, resetSettings(), { ip: request.ip }),
    { config: { rateLimit: { max: config.LICENCE_RATE_LIMIT, timeWindow: '1 minute' } } },
  );

  // --- Licence API for the desktop add-on (public, no session; docs "Activation") ------------
  const licenceLimit = { config: { rateLimit: { max: config.LICENCE_RATE_LIMIT, timeWindow: '1 minute' } } };
  await registerEndpoint(
    app,
    activateLicence,
    async ({ input, request }) => licences.activate(app.db, input, { ip: request.ip }),
    licenceLimit,
  );
  await registerEndpoint(
    app,
    validateLicence,
    async ({ input, request }) => licences.validate(app.db, input, { ip: request.ip }),
    licenceLimit,
  );
  await registerEndpoint(
    app,
    deactivateLicence,
    async ({ input, request }) => licences.deactivate(app.db, input, { ip: request.ip }),
    licenceLimit,
  );
};
