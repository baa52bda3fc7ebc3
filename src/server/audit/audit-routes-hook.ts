import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AuditContext, closeAudit, runAudited, type AuditEntry } from './audit-context.ts';

export const ADMIN_API_PREFIX = '/_api/admin/';

/** Keys whose values never reach the audit log (tokens, secrets, passwords, payout details). */
const SECRET_KEY = /pass(word)?|secret|token|key$|authorization|payoutDetails/i;
/** Input fields that name the changed thing, in order of preference. */
const TARGET_KEYS = ['id', 'deliveryId', 'webhookId', 'orderId', 'licenceId', 'userId', 'indicatorId', 'slug', 'code'];

/** The input with secrets masked and long texts cut, so a row stays small and safe to show. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return '…';
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value).slice(0, 40))
      out[key] =
        SECRET_KEY.test(key) && v !== null && v !== undefined && typeof v !== 'boolean'
          ? '[redacted]'
          : redact(v, depth + 1);
    return out;
  }
  return value;
}

function targetOf(resource: string, input: unknown): string {
  if (input && typeof input === 'object') {
    for (const key of TARGET_KEYS) {
      const value = (input as Record<string, unknown>)[key];
      if (typeof value === 'string' || typeof value === 'number') return `${resource}#${value}`;
    }
  }
  return resource;
}

/** `webhooks/delete` for `POST /_api/admin/webhooks/delete`; a read by API key keeps its method. */
export function actionOf(method: string, url: string) {
  const path = url.slice(ADMIN_API_PREFIX.length);
  return method === 'GET' ? `GET ${path}` : path;
}

function entryFor(request: FastifyRequest, url: string): AuditEntry | null {
  const key = request.apiKey;
  const user = request.user;
  if (!key && !user) return null;
  const input = request.method === 'GET' ? request.query : request.body;
  return {
    actorType: key ? 'api_key' : 'user',
    actorUserId: user?.id ?? null,
    actorApiKeyId: key?.id ?? null,
    actorLabel: key ? `${key.name} (${key.prefix}…)` : (user?.email ?? ''),
    action: actionOf(request.method, url),
    target: targetOf(url.slice(ADMIN_API_PREFIX.length).split('/')[0]!, input),
    summary: { after: redact(input) },
    ip: request.ip ?? null,
    requestId: String(request.id),
  };
}

/**
 * Wraps the handler of every admin route as it is registered (declared or hand-written, today's
 * and tomorrow's): a write, or any call made with an API key, runs inside an audit context, so
 * the database writes its row with the call's first change (`captureAuditWrites`), or after the
 * handler when it changed nothing. A failed call (an error thrown, a 4xx/5xx sent) writes no row
 * unless its change had already committed. Must be added before the domains register.
 */
export function registerAuditedRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(ADMIN_API_PREFIX)) return;
    const handler = route.handler;
    const url = route.url;
    // In place: hooks that saw this route first (the tests' route table) keep the same object.
    route.config = Object.assign(route.config ?? {}, { audited: true });
    route.handler = async function audited(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      if (request.method === 'GET' && !request.apiKey) return handler.call(this, request, reply);
      const entry = entryFor(request, url);
      if (!entry) return handler.call(this, request, reply);
      const context = new AuditContext(entry);
      return runAudited(context, async () => {
        let succeeded = false;
        try {
          const result = await handler.call(this, request, reply);
          succeeded = reply.statusCode < 400;
          return result;
        } finally {
          await closeAudit(app.db, context, succeeded);
        }
      });
    } as RouteOptions['handler'];
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every admin route: its writes are audited (`audit-routes-hook.ts`). */
    audited?: boolean;
  }
}
