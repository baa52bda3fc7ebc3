import type { FastifyInstance } from 'fastify';
import { deleteAccount, exportAccountData } from '#shared/contracts/account.endpoints.ts';
import { clearSessionCookie } from '../auth/index.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import * as deletion from './deletion.service.ts';
import { exportAccountData as collect } from './export.service.ts';

/** The customer's own data (GDPR): a JSON export, and deletion of the account. */
export async function accountDataRoutes(app: FastifyInstance) {
  const max = app.config.AUTH_RATE_LIMIT;
  const perIp = { config: { rateLimit: { max, timeWindow: '1 minute' } } };

  await registerEndpoint(app, exportAccountData, async ({ request, reply }) => {
    const user = currentUser(request);
    const data = await collect(app.db, user.id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="account-data-${day}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  await registerEndpoint(
    app,
    deleteAccount,
    async ({ input, request, reply }) => {
      await app.withPasswordThrottle(request, () => deletion.deleteAccount(app.db, currentUser(request).id, input));
      // The user's suggestions lost their name: cached pages (the board) and the search index follow.
      await app.pageCache.invalidate();
      clearSessionCookie(reply, app.config.isProduction);
      return { success: true as const };
    },
    perIp,
  );
}
