import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long one command may take before its caller falls back to working without Redis. */
const COMMAND_TIMEOUT_MS = 500;

const outages = new WeakMap<Redis, { down: boolean; log: FastifyBaseLogger }>();

/**
 * The one Redis connection of an instance (rate-limit counters, public cache versions), or null
 * without REDIS_URL. Redis is a helper, never a dependency of an answer: while it is away a
 * command fails at once (no offline queue, a short timeout) and its caller carries on without it
 * — rate limits count in process, public reads go to the database — and `/readyz` says
 * `degraded`. One warning per outage, one line when it is back.
 */
export function openRedis(url: string | undefined, log: FastifyBaseLogger): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    // Keep trying in the background, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  outages.set(redis, { down: false, log });
  redis.on('error', (error: Error) => reportRedisFailure(redis, error));
  redis.on('ready', () => reportRedisAnswered(redis));
  return redis;
}

/** The connection is back, or a command answered after one had failed (a timeout): ends the outage. */
export function reportRedisAnswered(redis: Redis) {
  const state = outages.get(redis);
  if (!state?.down) return;
  state.down = false;
  state.log.info('redis reachable again: rate limits and public cache versions are shared again');
}

/** Whether commands can be sent now; callers skip Redis otherwise. */
export function redisAvailable(redis: Redis): boolean {
  return redis.status === 'ready';
}

/** A failed connection or command: logged once until the connection is ready again. */
export function reportRedisFailure(redis: Redis, error: unknown) {
  const state = outages.get(redis);
  if (!state || state.down) return;
  state.down = true;
  state.log.warn(
    { err: error },
    'redis unreachable: rate limits count in process and public reads go to the database until it is back',
  );
}

/** Quits cleanly when connected; otherwise stops reconnecting. */
export async function closeRedis(redis: Redis) {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
