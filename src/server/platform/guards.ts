import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required.';
export const ADMIN_REQUIRED_MESSAGE = 'Admin access required.';

/** preHandler: 401 without a session (DESIGN "Security rules"). */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('unauthorized', AUTH_REQUIRED_MESSAGE);
}

/** preHandler: 401 without a session, 403 for a signed-in non-admin. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw new AppError('unauthorized', AUTH_REQUIRED_MESSAGE);
  if (request.user.role !== 'admin') throw new AppError('forbidden', ADMIN_REQUIRED_MESSAGE);
}

/** The signed-in user inside a handler guarded by `requireUser`/`requireAdmin`. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('unauthorized', AUTH_REQUIRED_MESSAGE);
  return request.user;
}
