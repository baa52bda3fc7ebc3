import type { FastifyRequest } from 'fastify';
import { appError } from '../error-catalogue.ts';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required.';
export const ADMIN_REQUIRED_MESSAGE = 'Admin access required.';

/**
 * 401 without a session (DESIGN "Security rules"). Register as `preValidation` (never
 * `preHandler`), so a visitor gets 401 before any validation message that would reveal the schema;
 * `platform/role-matrix.test.ts` checks every route.
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw appError('unauthorized');
}

/** 401 without a session, 403 for a signed-in non-admin; as `preValidation`, like `requireUser`. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw appError('unauthorized');
  if (request.user.role !== 'admin') throw appError('forbidden');
}

/** The signed-in user inside a handler guarded by `requireUser`/`requireAdmin`. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw appError('unauthorized');
  return request.user;
}
