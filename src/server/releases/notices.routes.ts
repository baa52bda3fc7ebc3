import type { FastifyInstance } from 'fastify';
import {
  RELEASE_NOTICES_UNSUBSCRIBE_PAGE,
  RELEASE_NOTICES_UNSUBSCRIBE_PATH,
} from '#shared/contracts/releases.constants.ts';
import {
  getReleaseNotices,
  getReleaseNoticeSubscription,
  setReleaseNotices,
  setReleaseNoticeSubscription,
} from '#shared/contracts/releases.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { registerOneClickUnsubscribe, UNSUBSCRIBE_RATE_LIMIT } from '../platform/mail/unsubscribe.ts';
import * as notices from './notices.service.ts';

/** Update notices: the unsubscribe page's calls, RFC 8058 one-click, and the signed-in owner's toggle. */
export async function registerNoticeRoutes(app: FastifyInstance) {
  const limited = { config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT } };
  await registerEndpoint(
    app,
    getReleaseNoticeSubscription,
    async ({ input, reply }) => {
      reply.header('cache-control', 'no-store');
      return notices.subscriptionByToken(app.db, app.config, input.token);
    },
    limited,
  );
  await registerEndpoint(
    app,
    setReleaseNoticeSubscription,
    async ({ input }) => notices.setSubscriptionByToken(app.db, app.config, input.token, input.subscribed),
    limited,
  );
  await registerOneClickUnsubscribe(app, {
    path: RELEASE_NOTICES_UNSUBSCRIBE_PATH,
    pagePath: RELEASE_NOTICES_UNSUBSCRIBE_PAGE,
    unsubscribe: (token) => notices.unsubscribeOneClick(app.db, app.config, token),
  });

  await registerEndpoint(app, getReleaseNotices, async ({ request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return notices.ownSubscription(app.db, currentUser(request).id);
  });
  await registerEndpoint(app, setReleaseNotices, async ({ input, request }) =>
    notices.setOwnSubscription(app.db, currentUser(request).id, input.subscribed),
  );
}
