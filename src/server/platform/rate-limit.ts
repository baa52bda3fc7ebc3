import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { appError } from '../error-catalogue.ts';
import { fallbackStore } from './rate-limit-store.ts';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Counters live in memory for one instance, in Redis when several share the load
 * (DESIGN "Runtime and stack"), and in memory again while Redis is unreachable
 * (`fallbackStore`). Limits are declared per route:
 * `config: { rateLimit: { max: 10, timeWindow: '1 minute' } }`.
 */
export async function registerRateLimit(app: FastifyInstance, options: { redis: Redis | null }) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: fallbackStore(options.redis, 'novatick-rl:') } : {}),
    // Server-rendered pages call the API in-process; only the page request itself counts.
    allowList: (request) => request.headers['x-ssr-internal'] === app.ssrToken,
    errorResponseBuilder: (_request, context) =>
      Object.assign(appError('rate_limited', { details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) } }), {
        statusCode: 429,
      }),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Secret marker of in-process API calls made while rendering a page. */
    ssrToken: string;
  }
}
