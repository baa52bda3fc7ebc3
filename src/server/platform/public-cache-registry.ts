import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { PublicCache } from './public-cache.ts';

// The app's public caches: one per name (`catalogue`, `blog`, …) made on first use, and the page
// cache, which every one of them empties along with itself (pages show their answers).

/** Rendered anonymous pages: more and bigger entries than an API cache (platform/page-cache.ts). */
const PAGE_CACHE_MAX_ENTRIES = 2_000;
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared cache of one kind of public answers, by name (`catalogue`, `blog`). */
    publicCache(name: string): PublicCache;
    /** Rendered anonymous pages; emptied with every public cache, since pages show their answers. */
    pageCache: PublicCache;
    /** After writes made outside the admin routes (demo data seeded at start). */
    invalidatePublicCaches(): Promise<void>;
    /** Every public cache made so far, by name (metrics read their hits and misses). */
    publicCacheList(): Array<[string, PublicCache]>;
  }
}

/** One cache per name for the whole app, so a domain's admin routes reach its public ones. */
export function registerPublicCaches(
  app: FastifyInstance,
  options: { redis: Redis | null; pageCacheMaxBytes?: number },
) {
  const pages = new PublicCache({
    name: 'pages',
    redis: options.redis,
    log: app.log,
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
    maxBytes: options.pageCacheMaxBytes ?? PAGE_CACHE_MAX_BYTES,
  });
  const caches = new Map<string, PublicCache>();
  app.decorate('pageCache', pages);
  app.decorate('publicCache', (name: string) => {
    let cache = caches.get(name);
    if (!cache) {
      cache = new PublicCache({ name, redis: options.redis, log: app.log, dependents: [pages] });
      caches.set(name, cache);
    }
    return cache;
  });
  app.decorate('publicCacheList', () => [...caches.entries()]);
  app.decorate('invalidatePublicCaches', async () => {
    for (const cache of caches.values()) await cache.invalidate();
    await pages.invalidate();
  });
}
