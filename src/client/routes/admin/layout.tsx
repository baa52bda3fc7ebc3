import LogOut from 'lucide-react/icons/log-out';
import TrendingUp from 'lucide-react/icons/trending-up';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { NavLink, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { AccessDenied, accessDeniedRole } from '#client/components/auth/access-denied.tsx';
import { GeneralErrorBoundary } from '#client/components/layout/general-error-boundary.tsx';
import { ADMIN_NAV } from '#client/components/layout/admin-nav.ts';
import { Button } from '#client/components/ui/button.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { useSignOut } from '#client/lib/sign-out.ts';
import { cn } from '#client/lib/cn.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { adminMeta } from '#client/lib/seo.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import type { Route } from './+types/layout';

export const handle = { i18n: ['admin'] };

export const loader = adminLoader(({ context }: Route.LoaderArgs) => ({
  title: serverT(context.lang, 'admin')('badge'),
}));

/** A submit before hydration on /admin: an index route's POST comes to its parent. Back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = adminMeta;

/** Shared admin layout (SPEC §2): a sidebar with every admin page and logout. */
function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      {/* The aside stretches with the page, so its background reaches the bottom of a long one; its
          content stays in view (sticky) and scrolls on its own when taller than the window. */}
      <aside className="border-b bg-muted/40 md:w-60 md:shrink-0 md:border-b-0 md:border-r">
        <div className="md:sticky md:top-0 md:max-h-dvh md:overflow-y-auto">
          <div className="flex items-center justify-between gap-2 p-4">
            <Link to="/" className="flex items-center gap-2 font-bold">
              <TrendingUp className="size-5 text-primary" aria-hidden />
              <span>{root?.site.siteName}</span>
            </Link>
            <span className="rounded bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
              {t('badge')}
            </span>
          </div>
          <nav
            aria-label={t('nav.label')}
            className="flex gap-1 overflow-x-auto px-2 pb-2 md:flex-col md:overflow-visible"
          >
            {ADMIN_NAV.map(({ to, key, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                    isActive && 'bg-accent text-accent-foreground',
                  )
                }
              >
                <Icon className="size-4" aria-hidden />
                {t(key)}
              </NavLink>
            ))}
          </nav>
          <div className="hidden p-4 md:block">
            <p className="mb-2 truncate text-sm text-muted-foreground">{root?.user?.displayName}</p>
            <Button variant="outline" size="sm" className="w-full" onClick={() => void signOut()}>
              <LogOut aria-hidden />
              {t('logout')}
            </Button>
          </div>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        {children}
        <div className="mt-8 md:hidden">
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            <LogOut aria-hidden />
            {t('logout')}
          </Button>
        </div>
      </main>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

/** A page's error inside the sidebar; 'Access Denied' for a non-admin, without it. */
export function ErrorBoundary() {
  const role = accessDeniedRole(useRouteError());
  if (role) return <AccessDenied role={role} />;
  return (
    <AdminShell>
      <GeneralErrorBoundary />
    </AdminShell>
  );
}
