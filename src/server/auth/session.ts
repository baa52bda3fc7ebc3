import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import type { DbOrTx } from '../platform/db.ts';
import * as repo from './sessions.repo.ts';

/** Idle sessions end after 30 days; activity slides the window (refreshed at most hourly). */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
const TOUCH_AFTER_MS = 3600 * 1000;

export type SessionUser = AuthUser;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request from the session cookie. */
    user: SessionUser | null;
    sessionId: string | null;
  }
}

/** `__Host-` needs Secure, which plain-HTTP development can't give; production always has it. */
export function sessionCookieName(isProduction: boolean) {
  return isProduction ? '__Host-session' : 'session';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the cookie token (256 random bits; only its hash is stored). */
export async function createSession(db: DbOrTx, userId: number, userAgent?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await repo.deleteSessionById(db, sessionId);
}

/** Ends every session of a user except, optionally, one (after a password reset). */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: string): Promise<number> {
  return repo.deleteSessionsOfUser(db, userId, exceptSessionId);
}

export function setSessionCookie(reply: FastifyReply, token: string, isProduction: boolean) {
  reply.setCookie(sessionCookieName(isProduction), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, isProduction: boolean) {
  reply.clearCookie(sessionCookieName(isProduction), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction,
  });
}

/**
 * Sessions a page request already resolved, lent to the in-process API calls of its loaders
 * (`platform/ssr.ts`), so a signed-in page looks its session up once, not once per call (/orders
 * made four identical session queries). The key is random, lives only for one call, and
 * is honoured only next to the render's internal token.
 */
const lentSessions = new Map<string, { user: SessionUser; sessionId: string }>();
export const LENT_SESSION_HEADER = 'x-ssr-session';

/** Runs `call` with a key that hands `request`'s session to an in-process API call. */
export async function withLentSession<T>(
  request: FastifyRequest | null,
  call: (key: string | undefined) => Promise<T>,
) {
  if (!request?.user || !request.sessionId) return call(undefined);
  const key = randomBytes(16).toString('hex');
  lentSessions.set(key, { user: request.user, sessionId: request.sessionId });
  try {
    return await call(key);
  } finally {
    lentSessions.delete(key);
  }
}

function lentSession(app: FastifyInstance, request: FastifyRequest) {
  const key = request.headers[LENT_SESSION_HEADER];
  if (typeof key !== 'string' || !app.ssrToken || request.headers['x-ssr-internal'] !== app.ssrToken) return undefined;
  return lentSessions.get(key);
}

async function resolveSession(app: FastifyInstance, request: FastifyRequest) {
  const lent = lentSession(app, request);
  if (lent) {
    request.user = lent.user;
    request.sessionId = lent.sessionId;
    return;
  }
  const token = request.cookies[sessionCookieName(app.config.isProduction)];
  if (!token || token.length > 100) return;
  const id = hashToken(token);
  const row = await repo.findLiveSessionUser(app.db, id);
  if (!row) return;
  const { lastSeenAt, ...user } = row;
  request.user = user;
  request.sessionId = id;
  if (Date.now() - lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await repo.touchSession(app.db, id, new Date(), new Date(Date.now() + SESSION_TTL_MS));
  }
}

/** Decorates every request with `user` (or null) from the session cookie. */
export async function registerSessions(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // Synchronous for a request that carries no session (the cached catalogue's visitors): no
  // promise on the hot path.
  app.addHook('onRequest', (request, _reply, done) => {
    // Static files and health checks never need a session.
    const { url, headers } = request;
    if (url.startsWith('/assets/') || url.startsWith('/media/') || url === '/healthz') return done();
    if (headers.cookie === undefined && headers[LENT_SESSION_HEADER] === undefined) return done();
    resolveSession(app, request).then(() => done(), done);
  });
}
