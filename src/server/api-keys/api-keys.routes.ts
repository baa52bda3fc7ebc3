import type { FastifyPluginAsync } from 'fastify';
import { randomBytes } from 'node:crypto';
import { API_KEY_TOKEN_PREFIX } from '#shared/contracts/api-keys.constants.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '#shared/contracts/api-keys.endpoints.ts';
import { appError } from '../error-catalogue.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { currentUser } from '../platform/guards.ts';
import * as repo from './api-keys.repo.ts';
import { hashApiToken } from './bearer.ts';

/** Seller API keys: made, listed and revoked by a signed-in admin. */
export const apiKeysRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, createApiKey, async ({ input, request }) => {
    const token = `${API_KEY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const id = await repo.insertApiKey(app.db, {
      name: input.name,
      scopes: input.scopes,
      prefix: token.slice(0, API_KEY_TOKEN_PREFIX.length + 8),
      tokenHash: hashApiToken(token),
      createdByUserId: currentUser(request).id,
    });
    return { id, token };
  });

  await registerEndpoint(app, listApiKeys, async () => {
    const rows = await repo.listApiKeys(app.db);
    return {
      keys: rows.map((k) => ({
        id: k.id,
        name: k.name,
        scopes: k.scopes,
        prefix: k.prefix,
        createdAt: k.createdAt.toISOString(),
        lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
        revokedAt: k.revokedAt?.toISOString() ?? null,
      })),
    };
  });

  await registerEndpoint(app, revokeApiKey, async ({ input }) => {
    if (!(await repo.revokeApiKey(app.db, input.id, new Date()))) throw appError('api_key_not_found');
    return { ok: true as const };
  });
};
