import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { requireAdmin, requireUser } from '../platform/guards.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { ApiClient } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import type { Database } from '../platform/db.ts';
import { deleteUserSessions } from './session.ts';

let app: App;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database, logger: false });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/_api/test/me', { preHandler: requireUser, schema: { querystring: z.object({}) } }, async (request) => ({
    user: request.user,
  }));
  typed.get('/_api/test/admin', { preHandler: requireAdmin }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('sessions and guards', () => {
  it('answers 401 without a session, with the error shape', async () => {
    const res = await new ApiClient(app).get<unknown>('/_api/test/me');
    expect(res).toMatchObject({ status: 401, body: { error: 'Authentication required.' } });
  });

  it('resolves the user from the session cookie', async () => {
    const { client, user } = await signedInClient(app);
    const res = await client.get<{ user: unknown }>('/_api/test/me');
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: user.id, email: user.email, displayName: user.displayName, role: 'user' });
  });

  it('refuses a forged or unknown token', async () => {
    const client = new ApiClient(app);
    client.setCookie('session', 'not-a-real-token');
    expect((await client.get<unknown>('/_api/test/me')).status).toBe(401);
  });

  it('answers 403 to a non-admin and 200 to an admin on admin calls', async () => {
    expect((await (await signedInClient(app, 'user')).client.get<unknown>('/_api/test/admin')).status).toBe(403);
    expect((await (await signedInClient(app, 'admin')).client.get<unknown>('/_api/test/admin')).status).toBe(200);
  });

  it('ends every session of a user at once', async () => {
    const { client, user } = await signedInClient(app);
    await deleteUserSessions(app.db, user.id);
    expect((await client.get<unknown>('/_api/test/me')).status).toBe(401);
  });
});
