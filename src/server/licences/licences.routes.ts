import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  activateLicence,
  confirmLicenceReset,
  confirmLicenceTransfer,
  requestLicenceTransfer,
  deactivateLicence,
  freeMachine,
  requestLicenceReset,
  licencePublicKey,
  startTrial,
  offlineLicence,
  validateLicence,
} from '#shared/contracts/licences.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { countLicenceCheck } from '../metrics/index.ts';
import { appError } from '../error-catalogue.ts';
import { currentUser } from '../platform/guards.ts';
import * as reset from './licence-reset.service.ts';
import { issueOfflineLicence } from './offline-licence.ts';
import * as transfer from './licence-transfer.service.ts';
import * as licences from './licences.service.ts';
import * as trials from './trials.service.ts';
import { signLicenceAnswers } from './signed-answers.ts';

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
  // Per address (onRequest), and per key once the body is read, so one leaked key used from many
  // addresses cannot flood the shop either. One counter per key across the whole API.
  const perKey = app.createRateLimit({
    max: config.LICENCE_KEY_RATE_LIMIT,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `licence-key:${(request.body as { key: string }).key}`,
  });
  const keyLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    const limit = await perKey(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw appError('rate_limited', { details: { retryAfterSeconds: limit.ttlInSeconds } });
  };
  const licenceApi = {
    config: { rateLimit: { max: config.LICENCE_RATE_LIMIT, timeWindow: '1 minute' } },
    preHandler: keyLimit,
    onSend: signLicenceAnswers(() => app.licenceSigner),
  };
  await registerEndpoint(
    app,
    activateLicence,
    async ({ input, request }) =>
      countLicenceCheck(app.metrics, 'activate', () =>
        licences.activate(app.db, input, { ip: request.ip }, app.clock()),
      ),
    licenceApi,
  );
  // A trial is per address like the rest of the API (no key exists yet to count by).
  await registerEndpoint(
    app,
    startTrial,
    async ({ input, request }) =>
      countLicenceCheck(app.metrics, 'trial', () =>
        trials.startTrial(app.db, input, { ip: request.ip, userId: request.user?.id ?? null }, app.clock()),
      ),
    { config: licenceApi.config, onSend: licenceApi.onSend },
  );
  await registerEndpoint(
    app,
    validateLicence,
    async ({ input, request }) =>
      countLicenceCheck(app.metrics, 'validate', () =>
        licences.validate(app.db, input, { ip: request.ip }, app.clock()),
      ),
    // The add-on validates at every start: the shop's hottest path (≥ 3,000 req/s). It
    // records `validated` events, which no admin figure counts, so it keeps the admin cache.
    { ...licenceApi, config: { ...licenceApi.config, changesAdminFigures: false }, hotPath: true },
  );
  await registerEndpoint(
    app,
    deactivateLicence,
    async ({ input, request }) =>
      countLicenceCheck(app.metrics, 'deactivate', () => licences.deactivate(app.db, input, { ip: request.ip })),
    licenceApi,
  );
  await registerEndpoint(
    app,
    offlineLicence,
    async ({ input, request }) =>
      issueOfflineLicence(
        app.db,
        app.licenceSigner,
        input,
        { ip: request.ip, userId: request.user?.id ?? null },
        { now: new Date(), days: config.LICENCE_OFFLINE_DAYS },
      ),
    licenceApi,
  );

  // "Move my licence here". Each request e-mails the owner: a few per address on top
  // of the per-key limit; confirmations share the licence API's limits.
  await registerEndpoint(
    app,
    requestLicenceTransfer,
    async ({ input, request }) =>
      transfer.requestTransfer(
        app.db,
        input,
        { resetsPerYear: config.LICENCE_RESETS_PER_YEAR, siteName: config.SITE_NAME, now: new Date() },
        { ip: request.ip },
      ),
    { ...licenceApi, config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } },
  );
  await registerEndpoint(
    app,
    confirmLicenceTransfer,
    async ({ input, request }) =>
      transfer.confirmTransfer(
        app.db,
        input,
        { resetsPerYear: config.LICENCE_RESETS_PER_YEAR, now: new Date() },
        { ip: request.ip },
      ),
    licenceApi,
  );

  await registerEndpoint(
    app,
    licencePublicKey,
    async ({ input, reply }) => {
      const key = await app.licenceSigner.publicKey(input.keyId);
      if (!key) throw appError('licence_signing_key_not_found');
      // A retired key never changes; the active one may be rotated.
      reply.header('cache-control', key.active ? 'public, max-age=300' : 'public, max-age=86400, immutable');
      return key;
    },
    { config: { rateLimit: { max: config.LICENCE_RATE_LIMIT, timeWindow: '1 minute' } } },
  );
};
