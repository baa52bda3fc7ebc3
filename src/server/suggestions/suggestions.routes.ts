import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  createSuggestion,
  getRoadmap,
  subscribeSuggestion,
  getSuggestionSubscription,
  listSuggestions,
  setSuggestionSubscription,
  voteSuggestion,
} from '#shared/contracts/suggestions.endpoints.ts';
import {
  bulkSuggestions,
  mergeSuggestions,
  deleteSuggestion,
  listAdminSuggestions,
  updateSuggestion,
} from '#shared/contracts/suggestions-admin.endpoints.ts';
import {
  createSuggestionComment,
  deleteSuggestionComment,
  listSuggestionComments,
  updateSuggestionComment,
} from '#shared/contracts/suggestion-comments.endpoints.ts';
import { SUGGESTIONS_UNSUBSCRIBE_PAGE, SUGGESTIONS_UNSUBSCRIBE_PATH } from '#shared/contracts/suggestions.constants.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import { registerOneClickUnsubscribe, UNSUBSCRIBE_RATE_LIMIT } from '../platform/mail/unsubscribe.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { submissionLimit } from '../platform/submission-limit.ts';
import * as comments from './suggestion-comments.service.ts';
import * as suggestions from './suggestions.service.ts';

/** Per visitor IP: 5 stored ideas, too few for a flood; mistakes count only towards the looser 30. */
export const SUGGESTION_RATE_LIMIT = { accepted: 5, attempts: 30, timeWindow: '10 minutes' };
/** Per signed-in user (IP for visitors, who get a 401 anyway): quick clicking, not scripted voting. */
export const VOTE_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
};

/** Per user: 10 stored comments in 10 minutes is a lively thread, not a flood; typos count towards 30. */
export const COMMENT_RATE_LIMIT = {
  accepted: 10,
  attempts: 30,
  timeWindow: '10 minutes',
  key: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
};

export const suggestionsRoutes: FastifyPluginAsync = async (app) => {
  const limit = submissionLimit(app, 'suggestions', SUGGESTION_RATE_LIMIT);
  const commentLimit = submissionLimit(app, 'suggestion-comments', COMMENT_RATE_LIMIT);
  // The board is part of a rendered page: each change empties the page cache once it has committed.
  const changingBoard = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await app.pageCache.invalidate();
    return result;
  };

  await registerEndpoint(app, listSuggestions, async ({ input, request, reply }) => {
    // The `voted` flags make the list personal: never cache a signed-in user's copy in a shared cache.
    reply.header('cache-control', request.user ? 'private, no-store' : 'public, max-age=0, must-revalidate');
    return suggestions.listSuggestions(app.db, input, request.user?.id ?? null);
  });

  await registerEndpoint(
    app,
    createSuggestion,
    async ({ input, request }) => {
      const result = await suggestions.createSuggestion(app.db, input, {
        user: request.user,
        language: requestLanguage(request),
      });
      await limit.accepted(request);
      if (result.dropped) request.log.info('suggestion dropped by the spam trap');
      else await app.pageCache.invalidate();
      return { success: true as const };
    },
    limit,
  );

  await registerEndpoint(
    app,
    voteSuggestion,
    async ({ input, request }) =>
      changingBoard(suggestions.toggleVote(app.db, input.id, currentUser(request).id, requestLanguage(request))),
    { config: { rateLimit: VOTE_RATE_LIMIT } },
  );

  await registerEndpoint(
    app,
    subscribeSuggestion,
    async ({ input, request }) =>
      changingBoard(suggestions.subscribe(app.db, input, currentUser(request), requestLanguage(request))),
    { config: { rateLimit: VOTE_RATE_LIMIT } },
  );

  await registerEndpoint(app, getRoadmap, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    return suggestions.roadmap(app.db);
  });

  // Comments: the reader's rights (edit, delete, hidden text) make the list personal.
  await registerEndpoint(app, listSuggestionComments, async ({ input, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return comments.listComments(app.db, input, request.user);
  });
  await registerEndpoint(
    app,
    createSuggestionComment,
    async ({ input, request }) => {
      const result = await comments.createComment(
        app.db,
        app.config,
        input,
        currentUser(request),
        requestLanguage(request),
      );
      await commentLimit.accepted(request);
      if (result.comment) await app.pageCache.invalidate();
      else request.log.info('suggestion comment dropped by the spam trap');
      return result;
    },
    commentLimit,
  );
  await registerEndpoint(
    app,
    updateSuggestionComment,
    async ({ input, request }) => changingBoard(comments.updateComment(app.db, input, currentUser(request))),
    { config: { rateLimit: VOTE_RATE_LIMIT } },
  );
  await registerEndpoint(app, deleteSuggestionComment, async ({ input, request }) =>
    changingBoard(comments.deleteComment(app.db, input.id, currentUser(request))),
  );

  const subscriptionLimit = { config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT } };
  await registerEndpoint(
    app,
    getSuggestionSubscription,
    async ({ input }) => suggestions.getSubscription(app.db, input.token),
    subscriptionLimit,
  );
  await registerEndpoint(
    app,
    setSuggestionSubscription,
    async ({ input }) => suggestions.setSubscription(app.db, input.token, input.subscribed),
    subscriptionLimit,
  );
  await registerOneClickUnsubscribe(app, {
    path: SUGGESTIONS_UNSUBSCRIBE_PATH,
    pagePath: SUGGESTIONS_UNSUBSCRIBE_PAGE,
    unsubscribe: (token) => suggestions.unsubscribeOneClick(app.db, token),
  });

  await registerEndpoint(app, listAdminSuggestions, async ({ input }) => suggestions.listForAdmin(app.db, input));
  await registerEndpoint(app, updateSuggestion, async ({ input }) =>
    changingBoard(suggestions.updateSuggestion(app.db, app.config, input)),
  );
  await registerEndpoint(app, bulkSuggestions, async ({ input }) =>
    changingBoard(suggestions.bulkAction(app.db, app.config, input)),
  );
  await registerEndpoint(app, deleteSuggestion, async ({ input }) =>
    changingBoard(suggestions.deleteSuggestion(app.db, input.id)),
  );
  await registerEndpoint(app, mergeSuggestions, async ({ input }) =>
    changingBoard(suggestions.mergeSuggestions(app.db, input)),
  );
};
