import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminBulkSuggestionsInput,
  AdminBulkSuggestionsResponse,
  AdminDeleteSuggestionInput,
  AdminListSuggestionsQuery,
  AdminListSuggestionsResponse,
  AdminSuggestionResponse,
  AdminUpdateSuggestionInput,
  CreateSuggestionInput,
  CreateSuggestionResponse,
  ListSuggestionsQuery,
  ListSuggestionsResponse,
  SetSubscriptionInput,
  SubscriptionQuery,
  SubscriptionResponse,
  SuccessResponse,
  VoteSuggestionInput,
  VoteSuggestionResponse,
} from '#shared/contracts/suggestions.ts';
import { currentUser, requireAdmin, requireUser } from '../platform/guards.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { submissionLimit } from '../platform/submission-limit.ts';
import * as suggestions from './suggestions.service.ts';

/** Per visitor IP: 5 stored ideas, too few for a flood; mistakes count only towards the looser 30. */
export const SUGGESTION_RATE_LIMIT = { accepted: 5, attempts: 30, timeWindow: '10 minutes' };
/** Per signed-in user (IP for visitors, who get a 401 anyway): quick clicking, not scripted voting. */
export const VOTE_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
};
/** Unsubscribe tokens are unguessable; this only stops someone from trying. */
const SUBSCRIPTION_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const suggestionsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = submissionLimit(app, 'suggestions', SUGGESTION_RATE_LIMIT);

  app.get(
    '/_api/suggestions',
    { schema: { querystring: ListSuggestionsQuery, response: { 200: ListSuggestionsResponse } } },
    async (request, reply) => {
      // The `voted` flags make the list personal: never cache a signed-in user's copy in a shared cache.
      reply.header('cache-control', request.user ? 'private, no-store' : 'public, max-age=0, must-revalidate');
      return suggestions.listSuggestions(app.db, request.query, request.user?.id ?? null);
    },
  );

  app.post(
    '/_api/suggestions',
    {
      config: limit.config,
      preHandler: limit.preHandler,
      schema: { body: CreateSuggestionInput, response: { 201: CreateSuggestionResponse } },
    },
    async (request, reply) => {
      const result = await suggestions.createSuggestion(app.db, request.body, {
        user: request.user,
        language: requestLanguage(request),
      });
      await limit.accepted(request);
      if (result.dropped) request.log.info('suggestion dropped by the spam trap');
      return reply.status(201).send({ success: true as const });
    },
  );

  app.post(
    '/_api/suggestions/vote',
    {
      preValidation: requireUser,
      config: { rateLimit: VOTE_RATE_LIMIT },
      schema: { body: VoteSuggestionInput, response: { 200: VoteSuggestionResponse } },
    },
    async (request) =>
      suggestions.toggleVote(app.db, request.body.id, currentUser(request).id, requestLanguage(request)),
  );

  app.get(
    '/_api/suggestions/subscription',
    {
      config: { rateLimit: SUBSCRIPTION_RATE_LIMIT },
      schema: { querystring: SubscriptionQuery, response: { 200: SubscriptionResponse } },
    },
    async (request) => suggestions.getSubscription(app.db, request.query.token),
  );

  app.post(
    '/_api/suggestions/subscription',
    {
      config: { rateLimit: SUBSCRIPTION_RATE_LIMIT },
      schema: { body: SetSubscriptionInput, response: { 200: SubscriptionResponse } },
    },
    async (request) => suggestions.setSubscription(app.db, request.body.token, request.body.subscribed),
  );

  await app.register(async (admin) => {
    const scoped = admin.withTypeProvider<ZodTypeProvider>();
    scoped.addHook('preValidation', requireAdmin);

    scoped.get(
      '/_api/admin/suggestions',
      { schema: { querystring: AdminListSuggestionsQuery, response: { 200: AdminListSuggestionsResponse } } },
      async (request) => suggestions.listForAdmin(app.db, request.query),
    );

    scoped.post(
      '/_api/admin/suggestions',
      { schema: { body: AdminUpdateSuggestionInput, response: { 200: AdminSuggestionResponse } } },
      async (request) => suggestions.updateSuggestion(app.db, app.config, request.body),
    );

    scoped.post(
      '/_api/admin/suggestions/bulk',
      { schema: { body: AdminBulkSuggestionsInput, response: { 200: AdminBulkSuggestionsResponse } } },
      async (request) => suggestions.bulkAction(app.db, app.config, request.body),
    );

    scoped.post(
      '/_api/admin/suggestions/delete',
      { schema: { body: AdminDeleteSuggestionInput, response: { 200: SuccessResponse } } },
      async (request) => suggestions.deleteSuggestion(app.db, request.body.id),
    );
  });
};
