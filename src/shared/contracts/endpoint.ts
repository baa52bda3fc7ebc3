import type * as z from 'zod/v4/core';
import type { ErrorCode } from '../error-codes.ts';
import type { ApiScope } from './api-keys.constants.ts';

/** Every API path starts here; pages are everything else. */
export const API_PREFIX = '/_api/';

/** Whether a request URL is an API call (`/_api`, `/_api/…`) rather than a page. */
export function isApiUrl(url: string): boolean {
  return url.startsWith(API_PREFIX) || url === API_PREFIX.slice(0, -1) || url.startsWith(`${API_PREFIX.slice(0, -1)}?`);
}

/** Who may call an endpoint; the server derives the guard from it (`preValidation`). */
export type EndpointRole = 'public' | 'user' | 'admin';

/** An endpoint's schemas: `body` for POST, `query` for GET, and the 200 response. */
export interface EndpointSchemas {
  body?: z.$ZodType;
  query?: z.$ZodType;
  response: z.$ZodType;
}

/**
 * One API call, declared once: method, path, role, the error codes it may answer and its zod
 * schemas. The routing part is plain data, so browser code can import a declaration without
 * pulling zod into a page's first load; the schemas sit behind `schemas()`, a dynamic import
 * that only the server (to register the route) ever runs. Types come from the same import, so
 * the browser, the loaders and the tests get the body and response types without a copy.
 * See docs/decisions/endpoint-declarations.md.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas, M extends 'GET' | 'POST' = 'GET' | 'POST'> {
  method: M;
  path: `/_api/${string}`;
  role: EndpointRole;
  /**
   * Admin endpoints: the seller API key scope that lets a key call it (`Authorization: Bearer`).
   * Without one, only a signed-in admin may (API keys get 403).
   */
  scope?: ApiScope;
  /** The success status when SPEC gives one other than 200 (a created resource: 201). */
  status?: 200 | 201;
  /** Codes this endpoint may answer besides the ones every endpoint can (validation_failed, unauthorized, …). */
  errors: readonly ErrorCode[];
  schemas: () => Promise<S>;
}

/**
 * Declares an endpoint (an identity function, for the types). Marked free of side effects, so
 * the browser build drops the declarations a page never calls instead of shipping a whole
 * domain's contract with every page that calls one of them.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<S extends EndpointSchemas, M extends 'GET' | 'POST'>(
  endpoint: Endpoint<S, M>,
): Endpoint<S, M> {
  return endpoint;
}

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type InputSchema<E> =
  SchemasOf<E> extends { body: infer B extends z.$ZodType }
    ? B
    : SchemasOf<E> extends { query: infer Q extends z.$ZodType }
      ? Q
      : undefined;

/** What a caller sends: the body (POST) or query (GET) before parsing; `undefined` when there is none. */
export type EndpointInput<E> = InputSchema<E> extends z.$ZodType ? z.input<InputSchema<E>> : undefined;
/** What the handler receives after validation (defaults and transforms applied). */
export type EndpointParsedInput<E> = InputSchema<E> extends z.$ZodType ? z.output<InputSchema<E>> : undefined;
/** The 200 body a caller gets back. */
export type EndpointOutput<E> = z.output<SchemasOf<E>['response']>;
/** What the handler returns (before the response serializer). */
export type EndpointResult<E> = z.input<SchemasOf<E>['response']>;

/**
 * The URL to call: the path, plus the input as a query string for a GET (empty and undefined
 * values left out, `page=1` too, so links and cache keys stay short).
 */
export function endpointUrl(endpoint: Endpoint, input?: unknown): string {
  if (endpoint.method !== 'GET' || !input || typeof input !== 'object') return endpoint.path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) === 1) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${endpoint.path}?${text}` : endpoint.path;
}
