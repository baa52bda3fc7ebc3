import type { FastifyPluginAsync } from 'fastify';
import {
  freeLicenceMachine,
  getAdminLicence,
  listAdminLicences,
  resetLicence,
  setLicenceStatus,
  setMachineLimit,
} from '#shared/contracts/licence-admin.endpoints.ts';
import { listOwnLicenceEvents } from '#shared/contracts/licence-events.endpoints.ts';
import { getLicenceSdk } from '#shared/contracts/licence-sdk.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import type { FastifyRequest } from 'fastify';
import * as admin from './licence-admin.service.ts';
import { ownerHistory } from './licence-history.service.ts';
import { licenceSdk } from './licence-sdk.service.ts';

/**
 * The licence's life after the sale: the admin's screens and actions under
 * /_api/admin/licences… (declared `admin`, so the guard answers 401 / 403 before validation), and
 * the owner's short history of the same audit trail on /orders.
 */
export const licenceAdminRoutes: FastifyPluginAsync = async (app) => {
  const actor = (request: FastifyRequest) => ({ userId: currentUser(request).id, ip: request.ip });

  await registerEndpoint(app, listAdminLicences, async ({ input }) => admin.listLicences(app.db, input));
  await registerEndpoint(app, getAdminLicence, async ({ input }) => admin.getLicence(app.db, input.id));
  await registerEndpoint(app, setLicenceStatus, async ({ input, request }) =>
    admin.setStatus(app.db, input, actor(request)),
  );
  await registerEndpoint(app, freeLicenceMachine, async ({ input, request }) =>
    admin.freeMachine(app.db, input, actor(request)),
  );
  await registerEndpoint(app, resetLicence, async ({ input, request }) =>
    admin.resetMachines(app.db, input, actor(request)),
  );
  await registerEndpoint(app, setMachineLimit, async ({ input, request }) =>
    admin.setMachineLimit(app.db, input, actor(request)),
  );
  // The NinjaTrader client pre-filled for this shop (/admin/licences/sdk).
  await registerEndpoint(app, getLicenceSdk, async () => licenceSdk(app.db, app.config.siteUrl));

  await registerEndpoint(app, listOwnLicenceEvents, async ({ input, request }) =>
    ownerHistory(app.db, currentUser(request).id, input.licenceId),
  );
};
