import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import { appError } from '../error-catalogue.ts';
import { isApiUrl } from '#shared/contracts/endpoint.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce for the inline boot script (theme, i18n) of server-rendered pages. */
    cspNonce: string;
  }
  interface FastifyContextConfig {
    /** Set to false on calls made by other servers (signed webhooks), never by a browser. */
    csrf?: boolean;
    /** The route reads a multipart/form-data body (a file upload); the same-origin check still applies. */
    multipart?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What every API answer made for a session carries. */
export const PRIVATE_ANSWER = 'private, no-store';

/** Only features Chromium knows: an unknown one (e.g. `bluetooth`) is logged as a console error on every page. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()';

/** What helmet sets with the shop's options; the CSP of a page is its own (below). */
function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    // The page CSP needs a per-request nonce, so it is set below rather than by helmet.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // The OAuth popup talks to its opener with postMessage; `same-origin` would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Headers of a bare answer that are not helmet's. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with these options, asked once of helmet itself on a throw-away
 * instance: they are the same on every answer, so the hot path sets one prepared object instead
 * of running helmet's dozen middlewares per request.
 */
export async function securityHeaders(config: Config): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', async () => '');
  const answer = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers))
    if (!NOT_HELMETS.has(name) && typeof value === 'string') headers[name] = value;
  // On every answer (pages, API, files, errors): the shop uses none of these browser features;
  // Stripe Checkout is a redirect to Stripe's own page, so `payment` is not needed here either.
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * The security headers, the page nonce and the cross-site write check in one synchronous
 * `onRequest` hook, and the private-answer rule in one `onSend` hook: every request passes them,
 * the cached catalogue API ten thousand times a second (DESIGN "Performance rules").
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = await securityHeaders(config);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (!isApiUrl(request.url)) {
      // Only pages have inline scripts; the API's hot paths skip the random bytes.
      request.cspNonce = randomBytes(16).toString('base64');
    } else if (!SAFE_METHODS.has(request.method)) {
      try {
        assertJsonFromTheSite(request);
      } catch (error) {
        done(error as Error);
        return;
      }
    }
    done();
  });

  // An API answer is no one else's to keep: one made for a session (licence keys, orders, an
  // admin's lists) is never stored by the browser or a proxy, and one that chose no caching of its
  // own is treated the same. The shared public answers (catalogue, blog, changelog) say
  // `no-cache` or `public` themselves and keep their ETag revalidation for visitors.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiUrl(request.url)) {
      const chosen = reply.getHeader('cache-control');
      if (chosen === undefined || (request.user && !String(chosen).includes('no-store')))
        reply.header('cache-control', PRIVATE_ANSWER);
    }
    done(null, payload);
  });
}

/** A write to the API: from the site itself (or a seller API key), as JSON or a file upload. */
function assertJsonFromTheSite(request: FastifyRequest) {
  if (request.routeOptions.config?.csrf === false) return;
  // A seller API key call (decisions/seller-api-keys.md): a browser cannot add this header
  // cross-site without a preflight, and the key, not a cookie, authenticates it.
  if (!isBearerAdminCall(request)) assertSameOrigin(request);
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (request.routeOptions.config?.multipart && type.startsWith('multipart/form-data')) return;
  // A cross-site form can only send urlencoded, multipart or text bodies without a preflight.
  if (!type.startsWith('application/json')) {
    throw appError('bad_request', { message: 'Requests must be sent as JSON (Content-Type: application/json).' });
  }
}

/**
 * Browsers always send Origin (and Sec-Fetch-Site) on cross-site writes, so a mismatch is a
 * forged request. Non-browser clients (the desktop add-on, curl) send neither and pass.
 */
function isBearerAdminCall(request: FastifyRequest) {
  return request.url.startsWith('/_api/admin/') && /^Bearer\s/i.test(request.headers.authorization ?? '');
}

function assertSameOrigin(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') {
    throw appError('forbidden', { message: 'Cross-site request refused.' });
  }
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw appError('forbidden', { message: 'Cross-site request refused.' });
    }
    if (host !== request.headers.host) throw appError('forbidden', { message: 'Cross-site request refused.' });
  } else if (origin === 'null') {
    throw appError('forbidden', { message: 'Cross-site request refused.' });
  }
}

/**
 * The policy of a page. Its inline scripts run by this response's nonce, or, for a page kept in
 * the page cache (the same bytes for every visitor), by the SHA-256 hashes of their text.
 */
export function pageContentSecurityPolicy(scripts: { nonce: string } | { hashes: string[] }, config: Config): string {
  const chat = config.LIVE_CHAT_URL ? new URL(config.LIVE_CHAT_URL).origin : '';
  const inline = 'nonce' in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inline} ${chat}`.replace(/ +/g, ' ').trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self'",
    "font-src 'self' data:",
    `connect-src 'self' ${chat}`.trim(),
    `frame-src 'self' ${chat}`.trim(),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}
