import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  establishSession,
  getSession,
  listAuthProviders,
  lockAccountForTest,
  loginWithPassword,
  logout,
  OAUTH_AUTHORIZE_PATH,
  OAUTH_CALLBACK_PATH,
  registerWithPassword,
  requestPasswordReset,
  requestSignInLink,
  resetPassword,
  signInWithLink,
} from '#shared/contracts/auth.endpoints.ts';
import {
  type ForgotPasswordInput,
  OAUTH_CALLBACK_PAGE,
  OAuthAuthorizeQuery,
  OAuthCallbackQuery,
} from '#shared/contracts/auth.ts';
import { registerEndpoint } from '../platform/endpoint.ts';
import { AppError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';
import { requestLanguage } from '../platform/ssr.ts';
import { referralCodeFromCookies } from '../affiliates/index.ts';
import * as auth from './auth.service.ts';
import { knownDeviceCookieName, setKnownDeviceCookie } from './known-device.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { finishOAuth, OAuthFailure, OAUTH_FLOW_TTL_MS, OAUTH_MESSAGES, startOAuth } from './oauth.service.ts';
import { OidcClient } from './oidc-client.ts';
import { setPasswordSiteWords } from './password-policy.ts';
import * as signInLinks from './sign-in-link.service.ts';
import { clearSessionCookie, setSessionCookie } from './session.ts';

/** SPEC §7 "Auth", plus password reset and the provider list of the login page. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const prod = config.isProduction;
  const max = config.AUTH_RATE_LIMIT;
  const perIp = { rateLimit: { max, timeWindow: '1 minute' } };
  const stateCookie = prod ? '__Host-oauth_state' : 'oauth_state';
  const oidc = config.oidc
    ? new OidcClient({ ...config.oidc, redirectUri: `${config.siteUrl}${OAUTH_CALLBACK_PATH}` })
    : null;
  setPasswordSiteWords([config.SITE_NAME, config.PLATFORM_NAME, new URL(config.siteUrl).hostname]);

  // ADMIN_EMAILS takes effect at start for accounts that already exist (DECISIONS "Accounts").
  app.addHook('onReady', async () => {
    const promoted = await auth.promoteAdminEmails(app.db, config);
    if (promoted.length) app.log.info({ users: promoted.map((u) => u.id) }, 'promoted ADMIN_EMAILS to admin');
  });

  /** Reset requests per account (the route's own limit is per IP), keyed on the normalised e-mail. */
  const resetsPerAccount = (() => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: '15 minutes',
      keyGenerator: (req) => `reset:${(req.body as { email?: string } | undefined)?.email ?? ''}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        throw appError('rate_limited', { details: { retryAfterSeconds: result.ttlInSeconds } });
    };
  })();
  const loginThrottle = createLoginThrottle(app, max);
  const deviceCookie = knownDeviceCookieName(prod);
  const client = (request: FastifyRequest): auth.ClientInfo => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
    currentSessionId: request.sessionId,
  });
  const signedIn = (reply: FastifyReply, result: auth.SignedIn) => {
    setSessionCookie(reply, result.token, prod);
    if (result.deviceToken) setKnownDeviceCookie(reply, result.deviceToken, prod);
    return { user: result.user };
  };

  await registerEndpoint(app, getSession, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return { user: request.user };
  });

  await registerEndpoint(app, listAuthProviders, async () => ({ providers: oidc ? ['google' as const] : [] }));

  await registerEndpoint(app, logout, async ({ request, reply }) => {
    await auth.logout(app.db, request.sessionId);
    clearSessionCookie(reply, prod);
    return { success: true as const };
  });

  // Failed sign-ins only are counted (`login-throttle.ts`): a right password never locks anyone out.
  await registerEndpoint(
    app,
    loginWithPassword,
    async ({ input, request, reply }) => {
      const attempt = {
        email: input.email,
        deviceId: await auth.knownDeviceId(app.db, input.email, request.cookies[deviceCookie]),
      };
      await loginThrottle.check(request, attempt);
      try {
        return signedIn(reply, await auth.loginWithPassword(app.db, config, input, client(request)));
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthorized') await loginThrottle.failed(request, attempt);
        throw error;
      }
    },
    { config: perIp },
  );

  await registerEndpoint(
    app,
    registerWithPassword,
    async ({ input, request, reply }) => {
      const referralCode = input.referralCode ?? referralCodeFromCookies(request.cookies);
      return signedIn(
        reply,
        await auth.registerWithPassword(
          app.db,
          config,
          { ...input, referralCode },
          client(request),
          app.hooks.registration,
        ),
      );
    },
    { config: perIp },
  );

  await registerEndpoint(
    app,
    establishSession,
    async ({ input, request, reply }) =>
      signedIn(reply, await auth.establishSession(app.db, input.tempToken, client(request))),
    { config: perIp },
  );

  // The answer goes before the address is even looked up: done first, the lookup and the mail
  // made a known address measurably slower to answer than an unknown one (account enumeration).
  const resetsInFlight = new Set<Promise<void>>();
  app.addHook('preClose', async () => void (await Promise.allSettled(resetsInFlight)));
  await registerEndpoint(app, requestPasswordReset, async () => ({ success: true as const }), {
    config: perIp,
    preHandler: resetsPerAccount,
    onResponse: async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const work = auth
        .requestPasswordReset(app.db, config, (request.body as ForgotPasswordInput).email, requestLanguage(request))
        .catch((err: unknown) => request.log.error({ err }, 'password reset request failed'));
      resetsInFlight.add(work);
      await work;
      resetsInFlight.delete(work);
    },
  });

  // Like the reset request: answered first, the lookup and the mail after (no account enumeration).
  await registerEndpoint(app, requestSignInLink, async () => ({ success: true as const }), {
    config: perIp,
    preHandler: resetsPerAccount,
    onResponse: async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const { email } = request.body as { email: string };
      const work = loginThrottle
        .accountLocked(request, email)
        .then((locked) => signInLinks.requestSignInLink(app.db, config, email, requestLanguage(request), locked))
        .catch((err: unknown) => request.log.error({ err }, 'sign-in link request failed'));
      resetsInFlight.add(work);
      await work;
      resetsInFlight.delete(work);
    },
  });

  // Test only: E2E_TEST_CLOCK (refused in production by the config) lets the e2e suite lock an account.
  if (config.E2E_TEST_CLOCK)
    await registerEndpoint(app, lockAccountForTest, async ({ input, request }) => {
      await loginThrottle.fillAccount(request, input.email);
      return { success: true as const };
    });

  // The link signs in whatever the failure count says; it is not counted either.
  await registerEndpoint(
    app,
    signInWithLink,
    async ({ input, request, reply }) =>
      signedIn(reply, await signInLinks.signInWithLink(app.db, input.token, client(request))),
    { config: perIp },
  );

  await registerEndpoint(
    app,
    resetPassword,
    async ({ input, request, reply }) => signedIn(reply, await auth.resetPassword(app.db, input, client(request))),
    { config: perIp },
  );

  // The popup's two steps. Every outcome, errors included, ends on the callback page, which
  // posts the result to the opener; a JSON error would leave the popup stuck.
  const toCallbackPage = (reply: FastifyReply, params: Record<string, string>) =>
    reply
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('cache-control', 'no-store')
      .redirect(`${OAUTH_CALLBACK_PAGE}#${new URLSearchParams(params)}`);
  const popupErrorHandler = (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    const failure =
      error instanceof OAuthFailure
        ? error
        : error instanceof AppError && error.code === 'rate_limited'
          ? new OAuthFailure('rate_limited')
          : new OAuthFailure('oauth_failed');
    if (failure.code === 'oauth_failed' && !(error instanceof OAuthFailure))
      request.log.error({ err: error }, 'OAuth sign-in failed');
    reply.clearCookie(stateCookie, { path: '/' });
    return toCallbackPage(reply, {
      error: failure.code,
      message: OAUTH_MESSAGES[failure.code],
      ...(failure.details ? { details: JSON.stringify(failure.details) } : {}),
    });
  };

  r.get(
    OAUTH_AUTHORIZE_PATH,
    { config: perIp, errorHandler: popupErrorHandler, schema: { querystring: OAuthAuthorizeQuery } },
    async (request, reply) => {
      if (!oidc) throw new OAuthFailure('not_configured');
      const { url, state } = await startOAuth(app.db, oidc, request.query.provider);
      // The cookie ties the callback to this browser, so nobody can finish a sign-in they started elsewhere.
      reply.setCookie(stateCookie, state, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: prod,
        maxAge: OAUTH_FLOW_TTL_MS / 1000,
      });
      return reply
        .header('cross-origin-opener-policy', 'unsafe-none')
        .header('cache-control', 'no-store')
        .redirect(url.href);
    },
  );

  r.get(
    OAUTH_CALLBACK_PATH,
    {
      config: perIp,
      errorHandler: popupErrorHandler,
      schema: { querystring: OAuthCallbackQuery },
    },
    async (request, reply) => {
      if (!oidc) throw new OAuthFailure('not_configured');
      const token = await finishOAuth(
        app.db,
        config,
        oidc,
        {
          callbackUrl: new URL(request.url, `${config.siteUrl}/`),
          state: request.query.state,
          cookieState: request.cookies[stateCookie],
          error: request.query.error,
          referralCode: referralCodeFromCookies(request.cookies),
          ip: request.ip,
        },
        app.hooks.registration,
      );
      reply.clearCookie(stateCookie, { path: '/' });
      return toCallbackPage(reply, { token });
    },
  );
}
