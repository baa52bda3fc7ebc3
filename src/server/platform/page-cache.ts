import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { UserPageKey } from './user-page-cache.ts';

/**
 * Which page views the cache of rendered pages may answer, and under which key
 * (decisions/page-cache.md). A page is the same bytes for every anonymous visitor with the same
 * path, query, language and theme, so those four are the key; the render is made from them alone.
 */

/** Both names, whatever this instance's mode: a stale or foreign session cookie still means "maybe signed in". */
const SESSION_COOKIES = ['session', '__Host-session'];

/**
 * Query keys the public pages read (`?category=` on the catalogue and the blog, `?page=` on the
 * blog), each with the values that may be kept; any other value renders uncached.
 */
const KEPT_QUERY: Record<string, (value: string) => boolean> = {
  category: (value) => /^[a-z0-9-]{1,64}$/.test(value),
  page: (value) => /^[1-9][0-9]{0,3}$/.test(value),
};

/** Added by links from elsewhere (campaigns, ad clicks), read by no page: dropped from the key and the render. */
const TRACKING_QUERY =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|yclid|igshid|mc_cid|mc_eid|_ga|_gl)$/;

const MAX_PATH_LENGTH = 512;

/** The affiliate `?ref=` cookie (affiliates/referral-cookie.ts) and the page that shows its code: the sign-up form. */
const REFERRAL_COOKIE = 'ref';
const READS_REFERRAL_COOKIE = /^\/login(?:\?|$)/;

export interface PageCacheKey {
  key: string;
  /** The path and kept query the page is rendered from, e.g. `/blog?category=x&page=2`. */
  url: string;
}

/**
 * The key of an anonymous GET (or HEAD) page view, or null when it must be rendered for this
 * visitor alone: a session cookie (signed in, or maybe), a query key no cached page reads
 * (search text, tokens, `?next=`, and the two that set a cookie: `?lang=` and `?ref=`), or a
 * repeated one.
 */
export function pageCacheKey(request: FastifyRequest, lang: string, theme: string): PageCacheKey | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.user) return null;
  for (const name of SESSION_COOKIES) if (request.cookies[name] !== undefined) return null;
  const url = keptPageUrl(request.url);
  if (url !== null && request.cookies[REFERRAL_COOKIE] !== undefined && READS_REFERRAL_COOKIE.test(url)) return null;
  return url === null ? null : { key: `${lang} ${theme} ${url}`, url };
}

/**
 * Pages a signed-in user's view of is kept for that user (platform/user-page-cache.ts,
 * decisions/per-user-page-cache.md): their own pages, and public pages whose user-specific part
 * (header, cart, owned products, votes) comes from rows the view-version triggers watch. Not
 * kept: admin pages and every admin's view (they show everyone's data), checkout (its country
 * comes from Accept-Language), search, forms reached by a token, sign-in pages.
 */
const USER_KEPT_PAGES =
  /^\/(?:|pricing|docs|tutorials|changelog|privacy|terms|roadmap|suggestions|blog|blog\/[a-z0-9-]{1,128}|products|indicators|indicators\/[a-z0-9-]{1,64}|orders|account|affiliate|cart)$/;

/** The key of a signed-in user's GET (or HEAD) view that may be kept for them, or null. */
export function userPageKey(request: FastifyRequest, lang: string, theme: string): UserPageKey | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { user, sessionId } = request;
  if (!user || !sessionId || user.role !== 'user') return null;
  const url = keptPageUrl(request.url);
  if (!url || !USER_KEPT_PAGES.test(url.split('?')[0]!)) return null;
  return { key: `${user.id} ${sessionId} ${lang} ${theme} ${url}`, url, userId: user.id };
}

/**
 * The path with its kept query keys sorted and campaign tags dropped, or null when the view
 * must be rendered alone: a query key no kept page reads, an invalid or repeated one.
 */
function keptPageUrl(url: string): string | null {
  if (url.length > MAX_PATH_LENGTH) return null;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (mark === -1) return path;
  const kept: Array<[string, string]> = [];
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    if (TRACKING_QUERY.test(name)) continue;
    const allowed = KEPT_QUERY[name];
    if (!allowed || !allowed(value) || kept.some(([seen]) => seen === name)) return null;
    kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : 1));
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

/** Scripts the browser runs from the page itself (not `src=` files, not JSON-LD data blocks). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP source of each inline script of `html`, `'sha256-…'` of its text as the browser reads
 * it. React escapes `>` in attribute values and the shop's scripts escape `<`, so the first `>`
 * ends the tag and the first `</script>` the script, as for the HTML parser.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || DATA_BLOCK.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  }
  return [...hashes];
}
