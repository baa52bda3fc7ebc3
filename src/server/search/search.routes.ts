import type { FastifyPluginAsync } from 'fastify';
import { siteSearch } from '#shared/contracts/search.endpoints.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { createSearchIndexer } from './search-index.ts';
import * as searchService from './search.service.ts';

/**
 * GET /_api/search. The index is rebuilt at start and after every write that empties the public
 * caches (admin catalogue and blog writes, releases, suggestion writes): the page cache hears
 * all of them. The writer does not wait; a search on this instance waits for the rebuild.
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const indexer = createSearchIndexer(app.db, app.config, app.log);
  app.pageCache.onInvalidate(async () => {
    void indexer.refresh();
  });
  app.addHook('onReady', async () => {
    void indexer.refresh();
  });
  app.addHook('onClose', async () => indexer.idle());

  await registerEndpoint(app, siteSearch, async ({ input, request, reply }) => {
    await indexer.idle();
    reply.header('vary', 'accept-language, cookie');
    return searchService.search(app.db, {
      q: input.q,
      language: input.lang ?? requestLanguage(request),
      limit: input.limit,
    });
  });
};
