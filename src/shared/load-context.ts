import type { AuthUser } from './contracts/auth-user.ts';
import type { Endpoint, EndpointInput, EndpointOutput } from './contracts/endpoint.ts';
import type { ApiErrorBody } from './errors.ts';
import type { Language } from './languages.ts';
import type { SiteSettings } from './site.ts';
import type { Theme } from './theme.ts';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

/**
 * What the server hands to every route loader. Loaders read data through `api`, which runs
 * the same `/_api` call a browser would make (in process, with the visitor's cookies), so
 * loader data and client queries always have one shape.
 */
export interface ShopLoadContext {
  /** This response's CSP nonce; undefined for a page rendered for the page cache (its CSP lists script hashes). */
  nonce: string | undefined;
  requestId: string;
  lang: Language;
  theme: Theme;
  site: SiteSettings;
  /** The signed-in user from the session cookie, or null. */
  user: AuthUser | null;
  /** A declared GET endpoint, typed from its declaration: `context.api(listSupportMessages, query)`. */
  api<E extends Endpoint & { method: 'GET' }>(
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<ApiResult<EndpointOutput<E>>>;
}

declare module 'react-router' {
  interface AppLoadContext extends ShopLoadContext {}
}
