import type { FastifyPluginAsync } from 'fastify';
import {
  listSupportMessages,
  replySupportMessage,
  sendSupportMessage,
  setSupportMessageStatus,
} from '#shared/contracts/support.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { submissionLimit } from '../platform/submission-limit.ts';
import * as support from './support.service.ts';

/** Per visitor IP: 5 sent messages, too few for a flood; mistakes count only towards the looser 30. */
export const SUPPORT_RATE_LIMIT = { accepted: 5, attempts: 30, timeWindow: '10 minutes' };

export const supportRoutes: FastifyPluginAsync = async (app) => {
  const limit = submissionLimit(app, 'support', SUPPORT_RATE_LIMIT);

  await registerEndpoint(
    app,
    sendSupportMessage,
    async ({ input, request }) => {
      const result = await support.sendSupportMessage(app.db, app.config, input, {
        ip: request.ip,
        language: requestLanguage(request),
      });
      await limit.accepted(request);
      if (result.dropped) request.log.info('support message dropped by the spam trap');
      return { success: true as const };
    },
    limit,
  );

  await registerEndpoint(app, listSupportMessages, async ({ input }) => support.listMessages(app.db, input));
  await registerEndpoint(app, setSupportMessageStatus, async ({ input }) =>
    support.setMessageStatus(app.db, input.id, input.status),
  );
  await registerEndpoint(app, replySupportMessage, async ({ input, request }) =>
    support.replyToMessage(app.db, app.config, input, currentUser(request)),
  );
};
