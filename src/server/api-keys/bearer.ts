import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiScope } from '#shared/contracts/api-keys.constants.ts';
import { AppError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';
import { RATE_LIMIT_MESSAGE } from '../platform/rate-limit.ts';
import { findLiveKeyByHash, touchApiKey } from './api-keys.repo.ts';

export interface RequestApiKey {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The seller API key an admin call was made with (`Authorization: Bearer`), else null. */
    apiKey: RequestApiKey | null;
  }
}

export const API_KEY_INVALID_MESSAGE = 'Invalid or revoked API key.';
export const API_KEY_SCOPE_MESSAGE = 'This API key lacks the scope this endpoint needs.';

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The bearer token of a request, or null when it sends none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

/** Calls per key and minute: a fixed window, in Redis when instances share one, else in memory. */
function createKeyLimiter(app: FastifyInstance) {
  const windows = new Map<number, { window: number; count: number }>();
  return async (keyId: number, max: number): Promise<{ ok: boolean; retryAfterSeconds: number }> => {
    const now = Date.now();
    const window = Math.floor(now / 60_000);
    const retryAfterSeconds = Math.ceil(((window + 1) * 60_000 - now) / 1000);
    let count: number;
    if (app.redis) {
      const name = `novatick-apikey:${keyId}:${window}`;
      try {
        count = await app.redis.incr(name);
        if (count === 1) await app.redis.expire(name, 61);
      } catch {
        count = 0;
      }
    } else {
      const entry = windows.get(keyId);
      if (!entry || entry.window !== window) windows.set(keyId, { window, count: 1 });
      else entry.count++;
      count = windows.get(keyId)!.count;
      if (windows.size > 10_000) windows.clear();
    }
    return { ok: count <= max, retryAfterSeconds };
  };
}

const limiters = new WeakMap<FastifyInstance, ReturnType<typeof createKeyLimiter>>();

/**
 * The admin guard's bearer half: 401 for an unknown or revoked key (or one whose admin is no
 * longer an admin), 403 when the endpoint names no scope or one the key lacks, 429 past
 * `API_KEY_RATE_LIMIT` calls a minute. Sets `request.apiKey`, and `request.user` to the key's
 * admin so handlers that record an actor keep working.
 */
export async function authenticateApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  scope: ApiScope | undefined,
) {
  const key =
    token.length > 0 && token.length <= 200 ? await findLiveKeyByHash(app.db, hashApiToken(token)) : undefined;
  if (!key || key.user.role !== 'admin' || key.userDisabledAt)
    throw new AppError('unauthorized', API_KEY_INVALID_MESSAGE);
  if (!scope || !key.scopes.includes(scope))
    throw appError('api_key_scope_missing', { details: { scope: scope ?? null } });
  let limiter = limiters.get(app);
  if (!limiter) limiters.set(app, (limiter = createKeyLimiter(app)));
  const limit = await limiter(key.id, app.config.API_KEY_RATE_LIMIT);
  if (!limit.ok) {
    throw Object.assign(
      new AppError('rate_limited', RATE_LIMIT_MESSAGE, { retryAfterSeconds: limit.retryAfterSeconds }),
      { statusCode: 429 },
    );
  }
  request.apiKey = { id: key.id, name: key.name, prefix: key.prefix, scopes: key.scopes };
  request.user = key.user;
  await touchApiKey(app.db, key.id, new Date());
}
