import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminListSupportQuery, AdminListSupportResponse, SendSupportMessageInput, SendSupportMessageResponse, SetSupportStatusInput, SupportMessageResponse } from '#shared/contracts/support.ts';
import { requireAdmin } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { submissionLimit } from '../platform/submission-limit.ts';
import * as support from './support.service.ts';

/** Per visitor IP: 5 sent messages, too few for a flood; mistakes count only towards the looser 30. */
export const SUPPORT_RATE_LIMIT = { accepted: 5, attempts: 30, timeWindow: '10 minutes' };

export const supportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = submissionLimit(app, 'support', SUPPORT_RATE_LIMIT);

  app.post(
    '/_api/support',
    { config: limit.config, preHandler: limit.preHandler, schema: { body: SendSupportMessageInput, response: { 200: SendSupportMessageResponse } } },
    async (request) => {
      const result = await support.sendSupportMessage(app.db, app.config, request.body, { ip: request.ip, language: requestLanguage(request) });
      await limit.accepted(request);
      if (result.dropped) request.log.info('support message dropped by the spam trap');
      return { success: true as const };
    },
  );

  await app.register(async (admin) => {
    const scoped = admin.withTypeProvider<ZodTypeProvider>();
    scoped.addHook('preValidation', requireAdmin);

    scoped.get('/_api/admin/support/messages', { schema: { querystring: AdminListSupportQuery, response: { 200: AdminListSupportResponse } } }, async (request) => support.listMessages(app.db, request.query));

    scoped.post('/_api/admin/support/messages/status', { schema: { body: SetSupportStatusInput, response: { 200: SupportMessageResponse } } }, async (request) => support.setMessageStatus(app.db, request.body.id, request.body.status));
  });
};
