import { data, redirect, type AppLoadContext } from 'react-router';
import type { AuthUser } from '#shared/contracts/auth-user.ts';

/** Where to come back after signing in: the page asked for, path and query only. */
function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * Loader guard for signed-in pages (/cart, /checkout, /orders): a visitor is sent to /login and
 * comes back afterwards.
 */
export function requireUserPage(context: AppLoadContext, request: Request): AuthUser {
  if (!context.user) throw loginRedirect(request);
  return context.user;
}

export interface AccessDeniedData {
  accessDenied: true;
  role: AuthUser['role'];
}

/** Loader guard for /admin/*: visitors go to /login, signed-in non-admins get a 403 'Access Denied'. */
export function requireAdminPage(context: AppLoadContext, request: Request): AuthUser {
  const user = requireUserPage(context, request);
  if (user.role !== 'admin') throw data<AccessDeniedData>({ accessDenied: true, role: user.role }, { status: 403 });
  return user;
}
