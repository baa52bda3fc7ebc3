import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldCodeOf, type ErrorCode, type FieldCode } from '#shared/error-codes.ts';

/** The kind of failure, which sets the HTTP status; also the wire `code` unless a domain code is given. */
export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'range_not_satisfiable'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

const STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  range_not_satisfiable: 416,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** One code's entry in the error catalogue (`src/server/error-catalogue.ts`). */
export interface ErrorDefinition {
  kind: ErrorKind;
  /** SPEC's English sentence: the wire `error`. */
  message: string;
}

/** A domain's part of the catalogue (`<domain>.errors.ts`): only known codes, each with its kind and text. */
export function defineErrors<const C extends { [K in keyof C]: K extends ErrorCode ? ErrorDefinition : never }>(
  errors: C,
): C {
  return errors;
}

type KeysOf<U> = U extends unknown ? keyof U : never;

/** The domains' parts as one catalogue; a code two domains define is a mistake found at start. */
export function composeErrors<P extends ReadonlyArray<Partial<Record<ErrorCode, ErrorDefinition>>>>(
  ...parts: P
): Record<KeysOf<P[number]>, ErrorDefinition> {
  const all: Partial<Record<ErrorCode, ErrorDefinition>> = {};
  for (const part of parts) {
    for (const [code, definition] of Object.entries(part) as Array<[ErrorCode, ErrorDefinition]>) {
      if (code in all) throw new Error(`Error code ${code} is defined by two domains.`);
      all[code] = definition;
    }
  }
  return all as Record<KeysOf<P[number]>, ErrorDefinition>;
}

/**
 * Services throw these (built by `appError(code)` from the catalogue); the one error handler below turns them into `{ error, code, details? }`.
 * `wireCode` is the stable code clients read (a domain code such as `cart_empty`); it defaults
 * to the kind (`not_found`, `conflict`, …).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorKind,
    message: string,
    readonly details?: unknown,
    readonly wireCode: ErrorCode = code,
    /** Per-field codes, key for key with `details` (validation errors only). */
    readonly fieldCodes?: Record<string, FieldCode>,
  ) {
    super(message);
  }
  get status() {
    return STATUS[this.code];
  }
}

/**
 * Something the request needs did not answer (the payment provider): 503 with `Retry-After`, so
 * a client knows the failure is passing and when to try again.
 */
export class UnavailableError extends AppError {
  constructor(
    message: string,
    wireCode: ErrorCode,
    readonly retryAfterSeconds: number,
    details?: unknown,
  ) {
    super('unavailable', message, details, wireCode);
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Try again in a few seconds.';
const DATABASE_RETRY_AFTER_S = 5;
/** Connection refused/reset/timed out, and PostgreSQL's shutdown and connection classes (57P0x, 08xxx, 53300). */
const DATABASE_DOWN = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|57P0[1-3]|08\w{3}|53300)$/;
const DATABASE_DOWN_MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error/i;

/** The database could not be reached: the error or one of its causes (drizzle wraps the driver's) says so. */
export function isDatabaseDown(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DATABASE_DOWN.test(code)) return true;
    if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseDown(inner))) return true;
  }
  return false;
}

/** Fastify's own 4xx (bad JSON, body too large, wrong content type) by status. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  416: 'range_not_satisfiable',
  429: 'rate_limited',
};

export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred.';

/** Codes any endpoint may answer without declaring them (guards, validation, limits, the unexpected). */
export const UNIVERSAL_ERROR_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal',
  // The admin guard's answer to a seller API key without the endpoint's scope (decisions/seller-api-keys.md).
  'api_key_scope_missing',
]);

/** Each declared endpoint's `errors`, by route (`GET /_api/…`), for the check below. */
const declaredErrors = new Map<string, ReadonlySet<ErrorCode>>();

/** Remembers what an endpoint declared it may answer (registerEndpoint calls it). */
export function declareEndpointErrors(method: string, url: string, errors: readonly ErrorCode[]) {
  declaredErrors.set(`${method} ${url}`, new Set(errors));
}

/**
 * The code an endpoint answered with but did not declare in its `errors` (so the browser's types
 * and translations do not know it), or null. Routes that are not declared endpoints are not checked.
 */
export function undeclaredCode(method: string, url: string | undefined, code: ErrorCode): ErrorCode | null {
  const declared = url === undefined ? undefined : declaredErrors.get(`${method} ${url}`);
  if (!declared || declared.has(code) || UNIVERSAL_ERROR_CODES.has(code)) return null;
  return code;
}

/**
 * `checkDeclared` (development and tests): an endpoint that answers a code it did not declare
 * fails loudly (500, logged) instead of sending the browser a code its types do not expect.
 */
export function registerErrorHandler(app: FastifyInstance, { checkDeclared = false } = {}) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const undeclared =
      checkDeclared && error instanceof AppError
        ? undeclaredCode(request.method, request.routeOptions.url, error.wireCode)
        : null;
    if (undeclared) {
      const message = `${request.method} ${request.routeOptions.url} answered ${undeclared}, which its declaration's errors do not list.`;
      request.log.error({ err: error }, message);
      return reply.status(500).send({ error: message, code: 'internal', details: { requestId: request.id } });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error instanceof UnavailableError) reply.header('retry-after', String(error.retryAfterSeconds));
      const body = { error: error.message, code: error.wireCode };
      return reply.status(error.status).send({
        ...body,
        ...(error.details === undefined ? {} : { details: error.details }),
        ...(error.fieldCodes ? { fieldCodes: error.fieldCodes } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field messages come straight from the shared zod schemas (SPEC §5 texts).
      // `fieldCodes` mirrors `details` key for key, with a stable code instead of the sentence.
      const details: Record<string, string> = {};
      const fieldCodes: Record<string, FieldCode> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (path in details) continue;
        details[path] = issue.message ?? 'Invalid value.';
        fieldCodes[path] = fieldCodeOf({ code: issue.keyword, ...issue.params });
      }
      const first = error.validation[0]?.message ?? 'Invalid request.';
      return reply.status(400).send({ error: first, code: 'validation_failed', details, fieldCodes });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: INTERNAL_ERROR_MESSAGE, code: 'internal', details: { requestId: request.id } });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type): safe to show.
    return reply.status(status).send({ error: error.message, code: CODE_BY_STATUS[status] ?? 'bad_request' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found.`, code: 'not_found' });
  });
}
