import { endpointUrl, type Endpoint, type EndpointInput, type EndpointOutput } from '#shared/contracts/endpoint.ts';
import type { ErrorCode, FieldCode } from '#shared/error-codes.ts';
import { UNKNOWN_ERROR } from '#shared/errors.ts';

/** A failed `/_api` call: the server's message (SPEC §7: `error`, or `message`), status and field details. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details?: unknown,
    /** The stable code (`rate_limited`, `cart_empty`, …); show it with `errorText`. */
    readonly code?: ErrorCode,
    /** Per-field codes, key for key with `details`. */
    readonly fieldCodes: Partial<Record<string, FieldCode>> = {},
  ) {
    super(message);
  }

  /** Field messages (`{ email: 'Email is required' }`) for react-hook-form's `setError`. */
  get fieldErrors(): Record<string, string> {
    return this.details && typeof this.details === 'object' ? (this.details as Record<string, string>) : {};
  }
}

/** A failed answer's JSON body (SPEC §7: `error`, or `message`) as the `ApiError` every caller gets. */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const payload = (data ?? {}) as {
    error?: unknown;
    message?: unknown;
    details?: unknown;
    code?: ErrorCode;
    fieldCodes?: Record<string, FieldCode>;
  };
  const message =
    typeof payload.error === 'string'
      ? payload.error
      : typeof payload.message === 'string'
        ? payload.message
        : UNKNOWN_ERROR;
  return new ApiError(message, status, payload.details, payload.code, payload.fieldCodes ?? {});
}

/** A response text as JSON, or null when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the browser calls the API: same-origin credentials, JSON both ways, and failed
 * responses turned into an `ApiError` carrying the server's message or the spec's fallback.
 */
async function apiFetch(path: string, { method = 'GET', body, signal }: ApiRequest = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      signal,
      headers:
        method === 'GET'
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  const data = parseJson(await response.text());
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data;
}

/**
 * Calls a declared endpoint (`#shared/contracts/<domain>.endpoints.ts`): the path and method come
 * from the declaration, the input and the response are typed from its schemas.
 *
 *   const { success } = await callEndpoint(sendSupportMessage, values);
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointOutput<E>> {
  const url = endpointUrl(endpoint, input);
  const answer =
    endpoint.method === 'GET' ? apiFetch(url, options) : apiFetch(url, { ...options, method: 'POST', body: input });
  // The one place a response gets its type: the server serialises every 200 through the same
  // declaration's response schema, so the body has exactly that shape.
  return answer as Promise<EndpointOutput<E>>;
}
