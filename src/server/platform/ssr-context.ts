import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointUrl, type Endpoint, type EndpointInput, type EndpointOutput } from '#shared/contracts/endpoint.ts';
import type { Language } from '#shared/languages.ts';
import type { ApiResult, ShopLoadContext } from '#shared/load-context.ts';
import type { SiteSettings } from '#shared/site.ts';
import type { Theme } from '#shared/theme.ts';
import { LENT_SESSION_HEADER, sessionCookieName, withLentSession } from '../auth/session.ts';

/** The page's language on the API calls its loaders make (trusted only with the render's token). */
export const SSR_LANGUAGE_HEADER = 'x-ssr-lang';

/**
 * Whom a render is for, which decides what of the request its loaders see:
 * - `visitor`: this request alone (its nonce, cookies, headers, address);
 * - `anonymous`: everyone with the page cache's key (no nonce, no cookies, no headers);
 * - `user`: this signed-in user's kept view (user-page-cache.ts): no nonce, the API calls see the
 *   session and nothing else of the request that the key does not name (no other cookie, no
 *   Accept-Language: the language is the key's).
 */
export type RenderFor = 'visitor' | 'anonymous' | 'user';

export function renderContext(
  app: FastifyInstance,
  request: FastifyRequest,
  page: { lang: Language; theme: Theme; site: SiteSettings; renderFor: RenderFor },
): ShopLoadContext {
  const { lang, renderFor } = page;
  return {
    nonce: renderFor === 'visitor' ? request.cspNonce : undefined,
    requestId: String(request.id),
    lang,
    theme: page.theme,
    site: page.site,
    user: renderFor === 'anonymous' ? null : request.user,
    api: <E extends Endpoint & { method: 'GET' }>(endpoint: E, input: EndpointInput<E>) =>
      callApi<EndpointOutput<E>>(app, request, endpointUrl(endpoint, input), renderFor, lang),
  };
}

/** The cookies an API call of a render sees. */
function apiCookies(app: FastifyInstance, request: FastifyRequest, renderFor: RenderFor) {
  if (renderFor === 'visitor') return request.headers.cookie ?? '';
  if (renderFor === 'anonymous') return '';
  const name = sessionCookieName(app.config.isProduction);
  const token = request.cookies[name];
  return token ? `${name}=${token}` : '';
}

/** Runs an `/_api` GET in process, for loaders: as the visitor, as nobody, or as the signed-in user. */
async function callApi<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  renderFor: RenderFor,
  lang: Language,
): Promise<ApiResult<T>> {
  const signedIn = renderFor !== 'anonymous';
  const response = await withLentSession(signedIn ? request : null, (session) =>
    app.inject({
      method: 'GET',
      url: path,
      // The visitor's address (after TRUST_PROXY), so the API sees who asks (the affiliate fraud rules
      // record an affiliate's last-seen address); rate limits skip these calls (x-ssr-internal).
      remoteAddress: signedIn ? request.ip : undefined,
      headers: {
        cookie: apiCookies(app, request, renderFor),
        'accept-language': renderFor === 'visitor' ? (request.headers['accept-language'] ?? '') : '',
        'x-request-id': String(request.id),
        'x-ssr-internal': app.ssrToken,
        [SSR_LANGUAGE_HEADER]: lang,
        ...(session ? { [LENT_SESSION_HEADER]: session } : {}),
        host: request.headers.host ?? 'localhost',
      },
    }),
  );
  const body = response.body ? JSON.parse(response.body) : null;
  if (response.statusCode >= 400)
    return { ok: false, status: response.statusCode, error: body ?? { error: 'An unknown error occurred' } };
  return { ok: true, status: response.statusCode, data: body as T };
}
