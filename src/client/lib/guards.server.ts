import { data, redirect, type AppLoadContext } from 'react-router';
import type { AuthUser } from '#shared/contracts/auth-user.ts';

/** What the guards read of a loader's context: the signed-in user. */
type SessionContext = Pick<AppLoadContext, 'user'>;

/**
 * Where to come back after signing in: the page asked for, path and query only. A `?lang=` link
 * keeps its language on the sign-in page (a redirect is not rendered, so it sets no cookie).
 */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const login = `/login?next=${encodeURIComponent(url.pathname + url.search)}`;
  return redirect(lang ? `${login}&lang=${encodeURIComponent(lang)}` : login);
}

/**
 * Loader guard for signed-in pages (/cart, /checkout, /orders): a visitor is sent to /login and
 * comes back afterwards.
 */
export function requireUserPage(context: SessionContext, request: Request): AuthUser {
  if (!context.user) throw loginRedirect(request);
  return context.user;
}

export interface AccessDeniedData {
  accessDenied: true;
  role: AuthUser['role'];
}

/** Loader guard for /admin/*: visitors go to /login, signed-in non-admins get a 403 'Access Denied'. */
export function requireAdminPage(context: SessionContext, request: Request): AuthUser {
  const user = requireUserPage(context, request);
  if (user.role !== 'admin') throw data<AccessDeniedData>({ accessDenied: true, role: user.role }, { status: 403 });
  return user;
}

/**
 * The loader of every /admin page: the admin guard first (visitors to /login?next=…, signed-in
 * non-admins the 403 'Access Denied' card), then `load` with the signed-in admin. The layout
 * checks too, but a child's loader runs beside it (and alone on a navigation inside /admin), so
 * each page's admin API calls are made for an admin only.
 */
export function adminLoader<Args extends { context: SessionContext; request: Request }, Result>(
  load: (args: Args, admin: AuthUser) => Result,
): (args: Args) => Result {
  return (args) => load(args, requireAdminPage(args.context, args.request));
}
