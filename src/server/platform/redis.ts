import { Redis } from 'ioredis';

/**
 * The one Redis connection of an instance (rate-limit counters, public cache versions), or null
 * without REDIS_URL. A command fails fast while the server is away instead of queueing.
 */
export function openRedis(url: string | undefined): Redis | null {
  return url ? new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableAutoPipelining: true }) : null;
}
