import { randomBytes } from 'node:crypto';
import type { App } from '../app.ts';
import { users } from '../auth/auth.schema.ts';
import { createSession, sessionCookieName, type SessionUser } from '../auth/session.ts';
import { ApiClient } from './test-app.ts';

/** Inserts a user directly (no password) for tests that need an account, not the sign-up flow. */
export async function createTestUser(
  app: App,
  overrides: Partial<{ email: string; displayName: string; role: 'user' | 'admin' }> = {},
): Promise<SessionUser> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await app.db
    .insert(users)
    .values({
      email: overrides.email ?? `user-${suffix}@example.com`,
      displayName: overrides.displayName ?? `Trader ${suffix}`,
      role: overrides.role ?? 'user',
    })
    .returning({ id: users.id, email: users.email, displayName: users.displayName, role: users.role });
  return user!;
}

/** An API client signed in as a fresh user of the given role (or the given user). */
export async function signedInClient(
  app: App,
  who: SessionUser | 'user' | 'admin' = 'user',
  ip?: string,
): Promise<{ client: ApiClient; user: SessionUser }> {
  const user = typeof who === 'string' ? await createTestUser(app, { role: who }) : who;
  const client = new ApiClient(app, ip ?? `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  client.setCookie(sessionCookieName(app.config.isProduction), await createSession(app.db, user.id));
  return { client, user };
}

/** A `Cookie` header value signing in as `userId` with a new session (requests made by hand). */
export async function sessionCookie(app: App, userId: number): Promise<string> {
  return `${sessionCookieName(app.config.isProduction)}=${await createSession(app.db, userId)}`;
}
