import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ServerBuild } from 'react-router';
import { isApiUrl } from '#shared/contracts/endpoint.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageFromAcceptHeader,
  matchLanguage,
  type Language,
} from '#shared/languages.ts';
import type { ShopLoadContext } from '#shared/load-context.ts';
import type { SiteSettings } from '#shared/site.ts';
import { THEME_STORAGE_KEY, parseTheme, type Theme } from '#shared/theme.ts';
import type { Config } from './config.ts';
import { appError } from '../error-catalogue.ts';
import { inlineScriptHashes, pageCacheKey, userPageKey } from './page-cache.ts';
import { renderContext, SSR_LANGUAGE_HEADER, type RenderFor } from './ssr-context.ts';
import type { UserPageKey } from './user-page-cache.ts';
import { pageContentSecurityPolicy } from './security.ts';

const ONE_YEAR = 31_536_000;

export function siteSettings(config: Config): SiteSettings {
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.siteUrl,
    supportEmail: config.SUPPORT_EMAIL,
    platformName: config.PLATFORM_NAME,
    platformMinVersion: config.PLATFORM_MIN_VERSION,
    liveChatUrl: config.LIVE_CHAT_URL ?? null,
    disclaimers: {
      footer: config.DISCLAIMER_FOOTER?.trim() || null,
      performance: config.DISCLAIMER_PERFORMANCE?.trim() || null,
      testimonials: config.DISCLAIMER_TESTIMONIALS?.trim() || null,
    },
  };
}

/**
 * An explicit `?lang=`, then the cookie (the visitor's choice), then Accept-Language, then English.
 * A loader's API call carries the page's own language, already resolved from those.
 */
export function requestLanguage(request: FastifyRequest): Language {
  // From the URL itself: an API route's parsed query keeps only the keys its contract declares.
  const mark = request.url.indexOf('?');
  const query = mark === -1 ? null : new URLSearchParams(request.url.slice(mark + 1)).get('lang');
  const fromPage = request.headers[SSR_LANGUAGE_HEADER];
  const token = request.server.ssrToken;
  const internal = Boolean(token) && request.headers['x-ssr-internal'] === token;
  return (
    (internal && typeof fromPage === 'string' ? matchLanguage(fromPage) : null) ??
    matchLanguage(query) ??
    matchLanguage(request.cookies[LANGUAGE_COOKIE]) ??
    languageFromAcceptHeader(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/** Renders one page: React Router's request handler, or a stand-in in tests. */
export type PageRenderer = (request: Request, context: ShopLoadContext) => Promise<Response>;

/**
 * Every path outside `/_api` is rendered by React Router. In production the build comes from
 * `BUILD_DIR`; in development Vite runs in middleware mode and rebuilds on change. Anonymous
 * page views go through the page cache (`page-cache.ts`, decisions/page-cache.md), except in
 * development, where the code under the pages changes.
 */
export async function registerSsr(app: FastifyInstance, config: Config, renderer?: PageRenderer) {
  const render = renderer ?? (await reactRouterRenderer(app, config));
  const site = siteSettings(config);
  const cachePages = !config.DEV_SERVER;

  const contextFor = (request: FastifyRequest, lang: Language, theme: Theme, renderFor: RenderFor) =>
    renderContext(app, request, { lang, theme, site, renderFor });

  await app.register(async (scope) => {
    // React Router reads the raw body itself (form actions); Fastify must not parse it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_req, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (isApiUrl(request.url)) {
          throw appError('not_found', { message: `Route ${request.method} ${request.url.split('?')[0]} not found.` });
        }
        const lang = requestLanguage(request);
        const theme = parseTheme(request.cookies[THEME_STORAGE_KEY]);
        const page = cachePages ? pageCacheKey(request, lang, theme) : null;
        const forVisitor = async () => {
          const response = await app.inProcessWork.hold(() =>
            render(toWebRequest(request, reply), contextFor(request, lang, theme, 'visitor')),
          );
          return sendWebResponse(reply, response, config, request.cspNonce);
        };
        const mine = cachePages && !page ? userPageKey(request, lang, theme) : null;
        if (mine) {
          const renderMine = () =>
            app.inProcessWork.hold(() =>
              render(cacheRequest(config, mine.url), contextFor(request, lang, theme, 'user')),
            );
          return sendUserPage(app, request, reply, mine, renderMine, config);
        }
        if (!page) return forVisitor();

        // The render is made from the key alone: the site's origin, the kept query, no cookies.
        let own: Response | null = null;
        const entry = await app.pageCache.fetch(page.key, async () => {
          const response = await app.inProcessWork.hold(() =>
            render(cacheRequest(config, page.url), contextFor(request, lang, theme, 'anonymous')),
          );
          if (!storable(response)) {
            own = response;
            return null;
          }
          const html = await response.text();
          return { body: Buffer.from(html), headers: cachedPageHeaders(response, html, config) };
        });
        if (entry) return app.pageCache.send(request, reply, entry);
        if (own) return sendWebResponse(reply, own, config, null);
        // Another view's load of this key was not kept (a 404): this one renders on its own.
        return forVisitor();
      },
    });
  });
}

/**
 * A signed-in user's view from their kept pages (user-page-cache.ts), or rendered for them (no
 * nonce: a CSP of hashes, as for the page cache) and kept when it may be.
 */
async function sendUserPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: UserPageKey,
  render: () => Promise<Response>,
  config: Config,
) {
  const { entry, ticket } = await app.userPageCache.lookup(page);
  if (entry) return app.pageCache.send(request, reply, entry);
  const response = await render();
  if (!ticket || !storable(response)) return sendWebResponse(reply, response, config, null);
  const html = await response.text();
  const kept = await app.userPageCache.store(ticket, {
    body: Buffer.from(html),
    headers: cachedPageHeaders(response, html, config),
  });
  return app.pageCache.send(request, reply, kept);
}

async function reactRouterRenderer(app: FastifyInstance, config: Config): Promise<PageRenderer> {
  // React picks its development or production build from NODE_ENV when it is first imported, which
  // is here (nothing on the server imports React before). A built shop always renders with the
  // production one, several times faster, whatever NODE_ENV says about the deployment: the config
  // has already been read from it.
  if (!config.DEV_SERVER) process.env.NODE_ENV = 'production';
  const { createRequestHandler } = await import('react-router');
  // Given the build itself, React Router derives its routes once; given a function (development,
  // where Vite rebuilds), it derives them again on every request.
  const handle = config.DEV_SERVER
    ? createRequestHandler(await devBuild(app), 'development')
    : createRequestHandler(await productionBuild(app, config), 'production');
  return (request, context) => handle(request, context as ShopLoadContext & Record<string, unknown>);
}

/** A 200 HTML page that sets no cookie and allows keeping (`no-store` marks a token in its URL). */
function storable(response: Response) {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').includes('text/html') &&
    !response.headers.has('set-cookie') &&
    !(response.headers.get('cache-control') ?? '').includes('no-store')
  );
}

/** What a kept page goes out with: its own headers, and a CSP naming its inline scripts by hash. */
function cachedPageHeaders(response: Response, html: string, config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of response.headers) {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'etag'].includes(key))
      headers[key] = value;
  }
  headers['content-security-policy'] = pageContentSecurityPolicy({ hashes: inlineScriptHashes(html) }, config);
  Object.assign(headers, REVALIDATE_HEADERS);
  return headers;
}

/** The same page for every view with this key: none of the visitor's headers or cookies. */
function cacheRequest(config: Config, url: string): Request {
  // Joined as text, as in toWebRequest: `/\evil.example/` stays a path of the site.
  const page = new URL(`${new URL(config.siteUrl).origin}${url}`);
  return new Request(page, { method: 'GET', headers: { accept: 'text/html' } });
}

async function productionBuild(app: FastifyInstance, config: Config) {
  const buildDir = resolve(config.BUILD_DIR);
  const serverEntry = join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`No production build in ${buildDir}. Run \`npm run build\` first.`);
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // Scripts and stylesheets come with their brotli and gzip forms, made at build time
    // (scripts/build/precompress.ts); anything else is compressed on the fly as before.
    preCompressed: true,
    setHeaders(res, path) {
      // Vite fingerprints everything under /assets, so it can be cached for good.
      const immutable = path.includes('/assets/');
      res.header('Cache-Control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
    },
  });
  return (await import(serverEntry)) as ServerBuild;
}

async function devBuild(app: FastifyInstance) {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // Joined as text, not resolved: `//other.host/x` is a path here, never another origin.
  const url = new URL(`${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  // HEAD renders as GET, so it answers the same headers (CSP, ETag, Cache-Control, Vary…); Node
  // sends no body on a HEAD response.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

/** `nonce`: the one the page was rendered with, or null for a render without one (its CSP lists hashes). */
async function sendWebResponse(reply: FastifyReply, response: Response, config: Config, nonce: string | null) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const html = (response.headers.get('content-type') ?? '').includes('text/html');
  const revalidatable = html && isAnonymousPageView(reply.request, response, cookies);
  // A page is rendered whole before it is answered (entry.server.tsx): sent as one body, it is
  // compressed in one call and written in one go. Decoded only where its text is read.
  const bytes = html ? Buffer.from(await response.arrayBuffer()) : null;
  const text = bytes && nonce === null ? bytes.toString() : null;
  if (html && !config.DEV_SERVER) {
    const scripts = nonce === null ? { hashes: inlineScriptHashes(text!) } : { nonce };
    reply.header('content-security-policy', pageContentSecurityPolicy(scripts, config));
  }
  if (revalidatable) return sendRevalidatable(reply, bytes!, nonce);
  if (bytes !== null) return reply.send(bytes);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/** A page the same for every visitor, which a page's own `no-store` (a token in its URL) rules out. */
function isAnonymousPageView(request: FastifyRequest, response: Response, cookies: string[]) {
  const noStore = (response.headers.get('cache-control') ?? '').includes('no-store');
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    !request.user &&
    cookies.length === 0 &&
    !noStore
  );
}

/**
 * DESIGN "Performance rules": anonymous pages carry an ETag, so a returning visitor's browser
 * revalidates and gets a bodiless 304 when nothing changed. The tag ignores the per-request CSP
 * nonce; a 304 sends no new CSP, so the browser keeps the policy that matches its cached copy.
 * `private`: a shared cache must never hand one visitor's nonce to another.
 */
function sendRevalidatable(reply: FastifyReply, body: Buffer, nonce: string | null) {
  const etag = `W/"${withoutNonce(body, nonce).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag);
  reply.headers(REVALIDATE_HEADERS);
  const seen = reply.request.headers['if-none-match'];
  if (seen && seen.split(',').some((tag) => tag.trim() === etag)) {
    reply.removeHeader('content-security-policy');
    reply.removeHeader('content-type');
    return reply.status(304).send();
  }
  return reply.send(body);
}

/** SHA-256 of the page's bytes with every copy of the nonce left out, read in place (no decoding). */
function withoutNonce(body: Buffer, nonce: string | null) {
  const hash = createHash('sha256');
  if (!nonce) return hash.update(body);
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    hash.update(body.subarray(from, at));
    from = at + needle.length;
  }
  return hash.update(body.subarray(from));
}

const REVALIDATE_HEADERS = { 'cache-control': 'private, no-cache', vary: 'cookie, accept-language' };
