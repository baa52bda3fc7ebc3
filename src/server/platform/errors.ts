import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
};

/** Services throw these; the one error handler below turns them into `{ error, details? }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
  get status() {
    return STATUS[this.code];
  }
}

export const INTERNAL_ERROR_MESSAGE = 'An unexpected error occurred.';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.details === undefined ? { error: error.message } : { error: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field messages come straight from the shared zod schemas (SPEC §5 texts).
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        details[path] ??= issue.message ?? 'Invalid value.';
      }
      const first = error.validation[0]?.message ?? 'Invalid request.';
      return reply.status(400).send({ error: first, details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: INTERNAL_ERROR_MESSAGE, details: { requestId: request.id } });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type): safe to show.
    return reply.status(status).send({ error: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found.` });
  });
}
