import type { FastifyInstance } from 'fastify';
import {
  changeEmail,
  changePassword,
  confirmEmailChange,
  disconnectGoogle,
  getAccount,
  listAccountSessions,
  revokeOtherSessions,
  revokeSession,
  updateProfile,
} from '#shared/contracts/account.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import * as account from './account.service.ts';
import * as emailChange from './email-change.service.ts';

/** The signed-in customer's own account (/account): profile, password, e-mail, sessions, Google. */
export async function accountRoutes(app: FastifyInstance) {
  const max = app.config.AUTH_RATE_LIMIT;
  const perIp = { config: { rateLimit: { max, timeWindow: '1 minute' } } };
  const noStore = { 'cache-control': 'private, no-store' };

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
      await app.withPasswordThrottle(request, () =>
        account.changePassword(app.db, currentUser(request).id, request.sessionId, input),
      );
      return { success: true as const };
    },
    perIp,
  );

  await registerEndpoint(
    app,
    changeEmail,
    async ({ input, request }) =>
      app.withPasswordThrottle(request, () =>
        emailChange.requestEmailChange(app.db, app.config, currentUser(request).id, input, requestLanguage(request)),
      ),
    perIp,
  );

  await registerEndpoint(
    app,
    confirmEmailChange,
    async ({ input, request }) => emailChange.confirmEmailChange(app.db, input.token, request.sessionId),
    perIp,
  );

  await registerEndpoint(app, disconnectGoogle, async ({ request }) =>
    account.disconnectGoogle(app.db, currentUser(request).id),
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
