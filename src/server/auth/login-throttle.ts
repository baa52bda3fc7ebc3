import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';

/** How long failed sign-ins are remembered, per IP and per account alike. */
export const LOGIN_FAILURE_WINDOW = '15 minutes';
/**
 * An account takes this many times the per-IP number of failures before it refuses unknown
 * devices: one attacking address (or a few) is locked out long before the account is, so the
 * owner's right password from anywhere else still gets in.
 */
export const ACCOUNT_FAILURE_FACTOR = 5;

/** What a sign-in attempt is counted under: its IP, the account it names, and the known-device id it carries. */
export interface LoginAttempt {
  email: string;
  /** Set when the browser holds a valid known-device cookie for this account. */
  deviceId: string | null;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Sign-in throttling that counts failures only (a right password never adds to a count):
 * - per IP: `max` failures in 15 minutes, then that address is refused;
 * - per account: `max × 5` failures in 15 minutes from unknown devices, then unknown devices are refused;
 * - a known device (a browser that signed in to this account before) is never refused for the
 *   account's count, only for its own: `max` failures in 15 minutes.
 * The route's own per-IP request limit (`max` a minute) applies on top.
 */
export function createLoginThrottle(app: FastifyInstance, max: number) {
  const attempt = (request: FastifyRequest) => request.loginAttempt ?? { email: '', deviceId: null };
  const limiter = (limit: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit, timeWindow: LOGIN_FAILURE_WINDOW, keyGenerator: key });
  const byIp = limiter(max, (request) => `login-fail-ip:${request.ip}`);
  const byAccount = limiter(max * ACCOUNT_FAILURE_FACTOR, (request) => `login-fail-account:${attempt(request).email}`);
  const byDevice = limiter(
    max,
    (request) => `login-fail-device:${attempt(request).email}:${attempt(request).deviceId}`,
  );
  const countersFor = (a: LoginAttempt): Limiter[] => (a.deviceId ? [byDevice] : [byIp, byAccount]);
  const full = async (counter: Limiter, request: FastifyRequest) => {
    const result = await counter(request, { increment: false });
    return !result.isAllowed && result.remaining === 0 ? Math.max(1, result.ttlInSeconds) : null;
  };

  return {
    /**
     * Refuses the attempt with 429 while one of its failure counts is full; counts nothing. The
     * account's own count answers `login_account_locked`: its owner may ask for a sign-in link.
     */
    async check(request: FastifyRequest, a: LoginAttempt) {
      request.loginAttempt = a;
      for (const counter of countersFor(a)) {
        const retryAfterSeconds = await full(counter, request);
        if (retryAfterSeconds !== null)
          throw appError(counter === byAccount ? 'login_account_locked' : 'rate_limited', {
            details: { retryAfterSeconds },
          });
      }
    },
    /** Whether unknown devices are refused for this account now (what a sign-in link is for). */
    async accountLocked(request: FastifyRequest, email: string) {
      request.loginAttempt = { email, deviceId: null };
      return (await full(byAccount, request)) !== null;
    },
    /** Test only (`/_api/test/account-lock`): counts failures for the account until its count is full. */
    async fillAccount(request: FastifyRequest, email: string) {
      request.loginAttempt = { email, deviceId: null };
      for (let i = 0; i < max * ACCOUNT_FAILURE_FACTOR; i++) await byAccount(request);
    },
    /** Counts a wrong password (or an unknown address) against the attempt's counters. */
    async failed(request: FastifyRequest, a: LoginAttempt) {
      request.loginAttempt = a;
      for (const counter of countersFor(a)) await counter(request);
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the login throttle for its key generators. */
    loginAttempt?: LoginAttempt;
  }
  interface FastifyInstance {
    /**
     * The app's one current-password throttle (`createCurrentPasswordThrottle`): every route that
     * checks the current password (password and e-mail change, account deletion) counts into it.
     */
    withPasswordThrottle: CurrentPasswordThrottle;
  }
}

/**
 * The current-password check of a signed-in account (password, e-mail change, deletion) is
 * throttled like sign-ins: only failures are counted, `max` of them per account in 15 minutes,
 * then the check is refused with 429 until the window passes. Keyed on the account, since the
 * caller is signed in; every check of one account shares the count, so the app makes one
 * (`app.withPasswordThrottle`, decorated in `app.ts`) and every route uses it.
 */
export function createCurrentPasswordThrottle(app: FastifyInstance, max: number) {
  const failures = app.createRateLimit({
    max,
    timeWindow: LOGIN_FAILURE_WINDOW,
    keyGenerator: (request: FastifyRequest) => `account-password-fail:${request.user?.id ?? request.ip}`,
  });
  /** Runs `check`; refused while the failures are full, and a `current_password_wrong` is counted. */
  return async function withPasswordThrottle<T>(request: FastifyRequest, check: () => Promise<T>): Promise<T> {
    const full = await failures(request, { increment: false });
    if (!full.isAllowed && full.remaining === 0)
      throw appError('rate_limited', { details: { retryAfterSeconds: Math.max(1, full.ttlInSeconds) } });
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && error.wireCode === 'current_password_wrong') await failures(request);
      throw error;
    }
  };
}

export type CurrentPasswordThrottle = ReturnType<typeof createCurrentPasswordThrottle>;
