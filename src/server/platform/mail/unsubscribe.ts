import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { appError } from '../../error-catalogue.ts';

// What every e-mail one can opt out of shares: a signed token naming the reader, the RFC 8058
// one-click headers, and the one-click endpoint a mail client POSTs to. Each list (release
// notices, …) keeps its own preference and its own confirmation page.

const sign = (secret: string, list: string, id: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${list}:${id}`).digest('base64url');

/** `<id>.<HMAC>`: lets its holder switch one list's e-mails off or on for one reader, nothing else. */
export function signUnsubscribeToken(secret: string, list: string, id: number): string {
  return `${id}.${sign(secret, list, id)}`;
}

/** The reader's id behind a token of `list`, or null when the token was altered or is another list's. */
export function verifyUnsubscribeToken(secret: string, list: string, token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const expected = Buffer.from(sign(secret, list, id));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** 404 `unsubscribe_link_invalid`: an unknown, altered or foreign token. */
export const unsubscribeLinkInvalid = () => appError('unsubscribe_link_invalid');

/** `ana@example.com` → `a•••@example.com`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * The List-Unsubscribe headers (RFC 2369) with one-click (RFC 8058): a mail client POSTs
 * `List-Unsubscribe=One-Click` to `oneClickUrl` and the reader is unsubscribed without a page.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Unsubscribe tokens are unguessable; this only stops someone from trying. */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * The endpoint behind List-Unsubscribe, at `path?token=…`:
 * - POST (RFC 8058): sent by the mail provider's server, so no session, no Origin and a form body
 *   (`List-Unsubscribe=One-Click`, urlencoded or multipart) which is not needed and not read; the
 *   CSRF check is off for it (the token is the authority). 200 `{ success: true }` when done,
 *   404 `unsubscribe_link_invalid` in the usual error shape for a bad token.
 * - GET (a client that opens the address instead): a redirect to the confirmation page, which
 *   asks before it changes anything, so a link scanner unsubscribes nobody.
 */
export async function registerOneClickUnsubscribe(
  app: FastifyInstance,
  options: { path: string; pagePath: string; unsubscribe: (token: string) => Promise<boolean> },
) {
  await app.register(async (scope) => {
    // Only this scope accepts form bodies; the body is discarded.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    const tokenOf = (query: unknown) =>
      query && typeof query === 'object' && 'token' in query ? String(query.token).slice(0, 100) : '';
    scope.post(options.path, { config: { csrf: false, rateLimit: UNSUBSCRIBE_RATE_LIMIT } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await options.unsubscribe(tokenOf(request.query)))) throw unsubscribeLinkInvalid();
      return { success: true as const };
    });
    scope.get(options.path, { config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT } }, async (request, reply) => {
      const page = `${options.pagePath}?token=${encodeURIComponent(tokenOf(request.query))}`;
      return reply.header('cache-control', 'no-store').redirect(page, 303);
    });
  });
}
