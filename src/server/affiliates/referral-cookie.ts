import { isApiUrl } from '#shared/contracts/endpoint.ts';
import type { FastifyInstance } from 'fastify';
import { isActiveCode, normaliseCode } from './affiliates.service.ts';

/**
 * The affiliate program's `?ref=` cookie (DECISIONS "Affiliate program"): the referral capture
 * sets it for 30 days, the accounts domain reads it at sign-up when the form has no code.
 */
export const REFERRAL_COOKIE = 'ref';
export const REFERRAL_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** The remembered code, cut to the longest a code can be; not validated here. */
export function referralCodeFromCookies(cookies: Partial<Record<string, string>>): string | null {
  return cookies[REFERRAL_COOKIE]?.slice(0, 64) ?? null;
}

/**
 * `?ref=CODE` on any page remembers the code for 30 days (last click wins). It runs on the
 * root instance (the affiliates plugin is wrapped in `fastify-plugin`) so page requests, which another plugin renders, pass it.
 */
export function registerReferralCapture(app: FastifyInstance) {
  // Synchronous unless the address carries a code to look up (no promise on the hot path).
  app.addHook('onRequest', (request, reply, done) => {
    if (
      request.method !== 'GET' ||
      isApiUrl(request.url) ||
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/media/')
    )
      return done();
    const raw = (request.query as Record<string, unknown> | undefined)?.ref;
    const code = normaliseCode(typeof raw === 'string' ? raw : null);
    if (!code) return done();
    isActiveCode(app.db, code).then((active) => {
      if (active)
        reply.setCookie(REFERRAL_COOKIE, code, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.isProduction,
          maxAge: REFERRAL_COOKIE_MAX_AGE_S,
        });
      done();
    }, done);
  });
}
