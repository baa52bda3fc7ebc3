import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import { redisAvailable, reportRedisAnswered, reportRedisFailure } from './redis.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}
interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

// The plugin's own stores (same counting rules, same Lua script); they ship without types.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/**
 * Counts in Redis while it answers and in process while it does not (DESIGN "Runtime and
 * stack": a Redis outage must not take sign-in or the licence API down). A request never waits
 * for a connection that is down; a command that fails is counted locally instead. While Redis is
 * away each instance enforces the limits on its own.
 */
export function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class {
    constructor(params: StoreParams) {
      return new FallbackStore(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(
      this.redis,
      this.shared.child(routeOptions) as Store,
      this.local.child(routeOptions) as Store,
    );
  }

  private run(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    if (!redisAvailable(this.redis)) return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          reportRedisAnswered(this.redis);
          return callback(null, result);
        }
        reportRedisFailure(this.redis, error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
}
