import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { ApiScope } from '#shared/contracts/api-keys.constants.ts';
import type { Endpoint, EndpointParsedInput, EndpointResult } from '#shared/contracts/endpoint.ts';
import { authenticateApiKey, bearerToken } from '../api-keys/bearer.ts';
import { declareEndpointErrors } from './errors.ts';
import { requireAdmin, requireUser } from './guards.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * The guard an endpoint's role asks for. An admin endpoint also takes a seller API key
 * (`Authorization: Bearer`, decisions/seller-api-keys.md): the key must hold the scope the
 * declaration names; a request with a bearer header is judged by its key alone.
 */
function guardFor(app: FastifyInstance, endpoint: Endpoint): Guard | undefined {
  if (endpoint.role === 'public') return undefined;
  if (endpoint.role === 'user') return requireUser;
  return async (request) => {
    const token = bearerToken(request);
    if (token !== null) return authenticateApiKey(app, request, token, endpoint.scope);
    return requireAdmin(request);
  };
}

export interface EndpointCall<E> {
  /** The validated body (POST) or query (GET), with the contract's defaults and transforms applied. */
  input: EndpointParsedInput<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointOptions {
  /** Route config, e.g. a rate limit's `config`. */
  config?: RouteOptions['config'];
  /** Runs after the guard and validation, e.g. a submission limit. */
  preHandler?: preHandlerAsyncHookHandler;
  /** Runs after the answer is sent, e.g. work whose timing must not show in the response. */
  onResponse?: onResponseAsyncHookHandler;
  /** Runs on every answer of the route, errors included, before compression (e.g. the licence API's signature). */
  onSend?: onSendHookHandler;
  /**
   * Hot paths whose answers are always small (under @fastify/compress's 1 KB threshold) and built
   * field by field from typed code: skip the compression hook and the response schema's zod parse
   * (plain JSON.stringify). The request is still validated by its schema.
   */
  hotPath?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The seller API key scope an admin endpoint declares (`Endpoint.scope`). */
    scope?: ApiScope;
    /** The declaration a route was registered from (the OpenAPI document reads its role, scope and errors). */
    endpoint?: Endpoint;
  }
}

const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Registers a declared endpoint (`#shared/contracts/<domain>.endpoints.ts`): its method and path,
 * its zod schemas for validation and the response serializer, and the guard its role asks for as
 * `preValidation`, so a caller without the right role gets 401/403 before any validation message.
 */
export async function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  /**
   * Returns the response body; or the `reply` it has already sent itself (a cached answer,
   * `PublicCache.reply`), which Fastify then leaves as it is.
   */
  handler: (call: EndpointCall<E>) => Promise<EndpointResult<E> | FastifyReply>,
  options: EndpointOptions = {},
) {
  const schemas = await endpoint.schemas();
  declareEndpointErrors(endpoint.method, endpoint.path, endpoint.errors);
  const guard = guardFor(app, endpoint);
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // The declared scope rides along for the tests that walk the API (scope matrix, OpenAPI).
    config: { ...options.config, endpoint, ...(endpoint.scope ? { scope: endpoint.scope } : {}) },
    preValidation: guard,
    preHandler: options.preHandler,
    onResponse: options.onResponse,
    ...(options.onSend ? { onSend: options.onSend } : {}),
    ...(options.hotPath ? { compress: false as const, serializerCompiler: plainJson } : {}),
    schema: {
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      response: { [status]: schemas.response },
    },
    handler: (request, reply) => {
      const input = (endpoint.method === 'GET' ? request.query : request.body) as EndpointParsedInput<E>;
      if (status !== 200) reply.status(status);
      return handler({ input, request, reply });
    },
  });
}
