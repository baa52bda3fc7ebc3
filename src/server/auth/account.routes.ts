import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePassword,
  getAccount,
  listAccountSessions,
  revokeOtherSessions,
  revokeSession,
  updateProfile,
} from '#shared/contracts/account.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { AppError } from '../platform/errors.ts';
import { currentUser } from '../platform/guards.ts';
import { RATE_LIMIT_MESSAGE } from '../platform/rate-limit.ts';
import * as account from './account.service.ts';
import { LOGIN_FAILURE_WINDOW } from './login-throttle.ts';

/** The signed-in customer's own account (issue 15, /account): profile, password and sessions. */
export async function accountRoutes(app: FastifyInstance) {
  const max = app.config.AUTH_RATE_LIMIT;
  const perIp = { config: { rateLimit: { max, timeWindow: '1 minute' } } };
  const noStore = { 'cache-control': 'private, no-store' };

  /**
   * Wrong current passwords are throttled like sign-ins (`login-throttle.ts`): only failures are
   * counted, `AUTH_RATE_LIMIT` of them per account in 15 minutes, then the check is refused with
   * 429 until the window passes. Keyed on the account, since the caller is signed in.
   */
  const failures = app.createRateLimit({
    max,
    timeWindow: LOGIN_FAILURE_WINDOW,
    keyGenerator: (request: FastifyRequest) => `account-password-fail:${request.user?.id ?? request.ip}`,
  });

  await registerEndpoint(app, getAccount, async ({ request, reply }) => {
    reply.headers(noStore);
    return account.getAccount(app.db, currentUser(request).id);
  });

  await registerEndpoint(app, updateProfile, async ({ input, request }) =>
    account.updateProfile(app.db, currentUser(request).id, input),
  );

  await registerEndpoint(
    app,
    changePassword,
    async ({ input, request }) => {
      const full = await failures(request, { increment: false });
      if (!full.isAllowed && full.remaining === 0)
        throw new AppError('rate_limited', RATE_LIMIT_MESSAGE, { retryAfterSeconds: Math.max(1, full.ttlInSeconds) });
      try {
        await account.changePassword(app.db, currentUser(request).id, request.sessionId, input);
      } catch (error) {
        if (error instanceof AppError && error.wireCode === 'current_password_wrong') await failures(request);
        throw error;
      }
      return { success: true as const };
    },
    perIp,
  );

  await registerEndpoint(app, listAccountSessions, async ({ request, reply }) => {
    reply.headers(noStore);
    return { sessions: await account.listSessions(app.db, currentUser(request).id, request.sessionId) };
  });

  await registerEndpoint(app, revokeSession, async ({ input, request }) => ({
    revoked: await account.revokeSession(app.db, currentUser(request).id, input.id),
  }));

  await registerEndpoint(app, revokeOtherSessions, async ({ request }) => ({
    revoked: await account.revokeOtherSessions(app.db, currentUser(request).id, request.sessionId),
  }));
}
