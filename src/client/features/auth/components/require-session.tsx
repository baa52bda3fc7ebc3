import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '#shared/contracts/auth-user.ts';
import { AccessDenied } from '#client/components/auth/access-denied.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useSession } from '../api/get-session.ts';

/** SPEC §6: while the session loads, an 'Authenticating' skeleton. */
export function Authenticating() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-12" data-testid="authenticating">
      <span className="text-sm text-muted-foreground">{t('guard.authenticating')}</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/**
 * Client-side guard for parts of a page that need a session (the server guards the pages
 * themselves in their loaders): the skeleton while loading, /login for a visitor (replacing
 * history, SPEC §6), 'Access Denied' for a wrong role.
 */
export function RequireSession({ roles = ['user', 'admin'], children }: { roles?: Role[]; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Authenticating />;
  if (session.status === 'unauthenticated') return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!roles.includes(session.user.role)) return <AccessDenied role={session.user.role} />;
  return <>{children}</>;
}
