import type { FastifyPluginAsync } from 'fastify';
import {
  activateLicence,
  deactivateLicence,
  freeMachine,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import * as licences from './licences.service.ts';

/** The licence API of the desktop add-on (docs "Activation") and the owner's machine actions on /orders. */
export const licencesRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;

  // --- The owner's machines (/orders; signed in, scoped to the session's user) ------------------
  await registerEndpoint(app, freeMachine, async ({ input, request }) =>
    licences.freeMachine(app.db, currentUser(request).id, input, { ip: request.ip }),
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
