import type { FastifyPluginAsync } from 'fastify';
import { SearchResponse } from '#shared/contracts/search.ts';
import { siteSearch } from '#shared/contracts/search.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { PublicCache } from '../platform/public-cache.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { nextVisibleAt } from './search.repo.ts';
import * as searchService from './search.service.ts';

/**
 * GET /_api/search. The index (`app.searchIndex`) is synced at start and after every write that
 * empties the public caches (admin catalogue and blog writes, releases, suggestion writes): the
 * page cache hears all of them. The writer does not wait; a search on this instance waits for
 * the sync.
 *
 * Answers are kept (with their compressed forms) per language, limit and query until the next
 * such write, at most a minute, and no later than a scheduled post going live: the same popular
 * query costs no database round trip and no compression (decisions/site-search.md, "Speed").
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const indexer = app.searchIndex;
  // Most queries are asked once (what one visitor typed): kept bodies get a quick brotli.
  const answers = new PublicCache({ name: 'search', redis: app.redis, log: app.log, brotliQuality: 4 });
  answers.staleWhen(async () => (await nextVisibleAt(app.db))?.getTime() ?? null);
  app.pageCache.onInvalidate(async () => {
    const synced = indexer.refresh();
    // This instance forgets at once (its next search waits for the sync); other instances
    // (Redis) are told again once the index holds the write, so none keeps an answer read before.
    await answers.invalidate();
    void synced.then(() => answers.invalidate());
  });
  app.addHook('onReady', async () => {
    void indexer.refresh();
  });
  app.addHook('onClose', async () => indexer.idle());

  await registerEndpoint(app, siteSearch, async ({ input, request, reply }) => {
    reply.header('vary', 'accept-language, cookie');
    const language = input.lang ?? requestLanguage(request);
    const q = searchService.normalizeQuery(input.q);
    return answers.reply(request, reply, {
      key: `${language} ${input.limit} ${q}`,
      schema: SearchResponse,
      load: async () => {
        await indexer.idle();
        return searchService.search(app.db, { q, language, limit: input.limit });
      },
    });
  });
};
