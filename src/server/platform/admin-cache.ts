import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { PublicCache } from './public-cache.ts';

// Admin answers that are costly to compute and read often (the analytics dashboard: a year of
// orders by day), kept as their serialised and compressed bytes like the public caches
// (public-cache.ts), but emptied by every write any caller makes through the app. Their figures
// come from most of the shop (orders, refunds, webhooks, licence activations, referrals,
// suggestions, support messages, product names), so instead of a list of write paths that the
// next feature would forget to extend, every request with a state-changing method that was not
// refused empties it before it answers. Frequent writes that change nothing the admin answers
// show (the licence validate call, the cart) say so with `changesAdminFigures: false`.

declare module 'fastify' {
  interface FastifyInstance {
    /** Admin answers kept until the next write (admin-cache.ts). */
    adminCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** False on a write route that changes nothing an admin answer shows (it then keeps the admin cache). */
    changesAdminFigures?: boolean;
  }
}

/** A safety net for writes that bypass the app (SQL by hand, `npm run seed` while it runs). */
export const ADMIN_CACHE_MAX_AGE_MS = 60_000;
const ADMIN_CACHE_MAX_ENTRIES = 100;
const ADMIN_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** Admin data (customers' names and orders): no cache keeps it, the browser's included. */
export const ADMIN_ANSWER_HEADERS = { 'cache-control': 'private, no-store' };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have written something: a state-changing method, not refused (a 4xx rolled
 * its transaction back). A 5xx counts: it may come after a commit (a provider call that failed).
 */
function mayHaveWritten(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) || (reply.statusCode >= 400 && reply.statusCode < 500)) return false;
  return request.routeOptions.config?.changesAdminFigures !== false;
}

/**
 * Registers `app.adminCache` and the hook that empties it. Registered before the routes, so the
 * root `onSend` hook runs for every route: after the handler (and the service's committed
 * transaction), before the answer leaves, so the writer's next admin read shows its change. With
 * REDIS_URL the emptying reaches every instance through the cache's version key, as for the
 * public caches.
 */
export function registerAdminCache(app: FastifyInstance, options: { redis: Redis | null }) {
  const cache = new PublicCache({
    name: 'admin',
    redis: options.redis,
    log: app.log,
    maxEntries: ADMIN_CACHE_MAX_ENTRIES,
    maxBytes: ADMIN_CACHE_MAX_BYTES,
    maxAgeMs: ADMIN_CACHE_MAX_AGE_MS,
    // Read by a few admins and emptied by every write, so a miss is common: brotli at @fastify/compress's
    // quality (4) costs a millisecond on a year by day, quality 9 about ten.
    brotliQuality: 4,
  });
  app.decorate('adminCache', cache);
  // Synchronous for reads (every GET of the site): no promise on the hot path.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!mayHaveWritten(request, reply)) return done(null, payload);
    cache.invalidate().then(() => done(null, payload), done);
  });
}
