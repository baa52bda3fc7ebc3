import * as z from 'zod';
import type * as zc from 'zod/v4/core';
import type { RouteOptions } from 'fastify';
import type { Endpoint } from '#shared/contracts/endpoint.ts';
import type { ErrorCode } from '#shared/error-codes.ts';
import { ERRORS } from '../error-catalogue.ts';
import { AppError } from '../platform/errors.ts';

/** One registered API route as the document sees it (collected by `openapi.routes.ts`). */
export interface ApiRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  /** The declaration, for routes registered with `registerEndpoint`. */
  endpoint?: Endpoint;
  multipart?: boolean;
}

type JsonSchema = Record<string, unknown>;

/**
 * The status each code answers with, from the error catalogue. A few codes are still thrown with a
 * kind of their own outside the catalogue: those are read from their name.
 */
function statusOf(code: ErrorCode): number {
  const definition = (ERRORS as Partial<Record<ErrorCode, { kind: AppError['code'] }>>)[code];
  if (definition) return new AppError(definition.kind, '').status;
  if (code === 'api_key_scope_missing') return 403;
  return code.endsWith('_not_found') ? 404 : 400;
}

/**
 * zod 4's JSON Schema (draft 2020-12, which OpenAPI 3.1 uses as is), with its `$defs` moved to the
 * document's components so every `$ref` resolves from the document's root.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  private counter = 0;

  convert(schema: unknown, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema as zc.$ZodType, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    if (Object.keys(defs).length === 0) return json;
    const prefix = `S${++this.counter}_`;
    const names = new Map(Object.keys(defs).map((name) => [name, `${prefix}${name.replace(/[^\w.-]/g, '_')}`]));
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      const out: JsonSchema = {};
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
          out.$ref = `#/components/schemas/${names.get(inner.slice('#/$defs/'.length))}`;
        } else if (key === '$ref' && inner === '#') {
          out.$ref = '#/components/schemas/' + `${prefix}root`;
        } else out[key] = rewrite(inner);
      }
      return out;
    };
    for (const [name, def] of Object.entries(defs)) this.components[names.get(name)!] = rewrite(def) as JsonSchema;
    const root = rewrite(json) as JsonSchema;
    if (JSON.stringify(root).includes(`${prefix}root"`)) this.components[`${prefix}root`] = root;
    return root;
  }
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string', description: 'English text; never match it, read `code`.' },
    code: { type: 'string' },
    details: {},
    fieldCodes: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

function errorResponses(route: ApiRoute): Record<string, unknown> {
  const codes = new Set<ErrorCode>(route.endpoint?.errors ?? []);
  codes.add('validation_failed');
  codes.add('rate_limited');
  const role = route.endpoint?.role;
  if (role === 'user' || role === 'admin') codes.add('unauthorized');
  if (role === 'admin') {
    codes.add('forbidden');
    if (route.endpoint?.scope) codes.add('api_key_scope_missing' as ErrorCode);
  }
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    list.sort();
    out[String(status)] = {
      description: `Error: ${list.join(', ')}`,
      content: {
        'application/json': {
          schema: {
            ...ERROR_BODY,
            properties: { ...(ERROR_BODY.properties as object), code: { type: 'string', enum: list } },
          },
        },
      },
    };
  }
  return out;
}

function describeAccess(endpoint: Endpoint | undefined): string {
  if (!endpoint) return 'Not a declared endpoint (a redirect, a file or a call from another server).';
  if (endpoint.role === 'public') return 'Role: public (no sign-in).';
  if (endpoint.role === 'user') return 'Role: user (a signed-in session).';
  return endpoint.scope
    ? `Role: admin (a signed-in admin session), or a seller API key with the scope \`${endpoint.scope}\`.`
    : 'Role: admin (a signed-in admin session only; no API key scope opens it).';
}

function queryParameters(converter: SchemaConverter, schema: unknown) {
  const json = converter.convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function operationId(method: string, url: string) {
  return `${method.toLowerCase()}_${url.replace(/^\/_api\//, '').replace(/[^\w]+/g, '_')}`;
}

function tagOf(url: string) {
  const parts = url.replace(/^\/_api\//, '').split('/');
  return parts[0] === 'admin' && parts[1] ? `admin/${parts[1]}` : (parts[0] ?? 'api');
}

/** The OpenAPI 3.1 document of every API route, built from the routes as they registered. */
export function buildOpenApiDocument(routes: ApiRoute[], info: { siteUrl: string; version: string }) {
  const converter = new SchemaConverter();
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const endpoint = route.endpoint;
    const schema = (route.schema ?? {}) as {
      body?: unknown;
      querystring?: unknown;
      response?: Record<string, unknown>;
    };
    const status = String(endpoint?.status ?? 200);
    const response = schema.response?.[status];
    const operation: Record<string, unknown> = {
      operationId: operationId(route.method, route.url),
      tags: [tagOf(route.url)],
      description: describeAccess(endpoint),
      ...(endpoint ? { 'x-role': endpoint.role } : {}),
      ...(endpoint?.scope ? { 'x-scope': endpoint.scope } : {}),
      ...(endpoint ? { 'x-error-codes': [...endpoint.errors] } : {}),
      responses: {
        [status]: {
          description: 'Success',
          ...(response ? { content: { 'application/json': { schema: converter.convert(response, 'output') } } } : {}),
        },
        ...errorResponses(route),
      },
    };
    if (endpoint?.role === 'admin')
      operation.security = endpoint.scope ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }];
    else if (endpoint?.role === 'user') operation.security = [{ session: [] }];
    if (schema.querystring) operation.parameters = queryParameters(converter, schema.querystring);
    if (schema.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: converter.convert(schema.body, 'input') } },
      };
    else if (route.multipart)
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object' } } },
      };
    (paths[route.url] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'NovaTick shop API',
      version: info.version,
      description:
        'Generated from the endpoint declarations. Admin endpoints that name a scope also take a seller API key (`Authorization: Bearer ntk_…`). Errors answer `{ error, code, details?, fieldCodes? }`.',
    },
    servers: [{ url: info.siteUrl }],
    paths,
    components: {
      schemas: converter.components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'session' },
        apiKey: { type: 'http', scheme: 'bearer', description: 'A seller API key (ntk_…).' },
      },
    },
  };
}
