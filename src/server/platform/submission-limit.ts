import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../error-catalogue.ts';

export interface SubmissionLimitOptions {
  /** Accepted submissions per visitor IP and window: the limit a real flood meets. */
  accepted: number;
  /** Every attempt, mistakes included: looser, so a visitor who mistypes is never locked out. */
  attempts: number;
  timeWindow: string;
  /** Whose submissions count together (default: the visitor IP; signed-in forms may key by user). */
  key?: (request: FastifyRequest) => string;
}

/**
 * Limits for a public form (support, suggestions): only accepted submissions count towards
 * `accepted`; a refused one (a typo, a missing field) counts only towards the looser `attempts`.
 * Spread `config` and `preHandler` into the route options and call `accepted(request)` once the
 * submission has been stored. Counters share the rate-limit plugin's store (memory or Redis).
 */
export function submissionLimit(app: FastifyInstance, name: string, options: SubmissionLimitOptions) {
  const counter = app.createRateLimit({
    max: options.accepted,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `accepted:${name}:${options.key?.(request) ?? request.ip}`,
  });
  return {
    config: {
      rateLimit: {
        max: options.attempts,
        timeWindow: options.timeWindow,
        ...(options.key ? { keyGenerator: options.key } : {}),
      },
    },
    /** Runs after validation: a request that reaches it is valid, and is refused once the accepted ones are used up. */
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const state = await counter(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      const retryAfterSeconds = Math.max(1, state.ttlInSeconds);
      reply.header('retry-after', String(retryAfterSeconds));
      throw appError('rate_limited', { details: { retryAfterSeconds } });
    },
    accepted: async (request: FastifyRequest) => {
      await counter(request);
    },
  };
}
