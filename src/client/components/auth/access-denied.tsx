import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useTranslation } from '#client/lib/use-translation.ts';
import { isRouteErrorResponse, type ErrorResponse } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { ErrorPage } from '#client/components/layout/general-error-boundary.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { AccessDeniedData } from '#client/lib/guards.server.ts';

/** The 403 thrown by `requireAdminPage`, recognised by an ErrorBoundary. */
export function accessDeniedRole(error: unknown): string | null {
  if (
    isRouteErrorResponse(error) &&
    error.status === 403 &&
    (error.data as AccessDeniedData | undefined)?.accessDenied
  ) {
    return (error.data as AccessDeniedData).role;
  }
  return null;
}

/** SPEC §6: 'Access denied. Your role ({role}) lacks required permissions.' */
export function AccessDenied({ role }: { role: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card role="alert">
        <CardHeader className="flex-row items-center gap-3">
          <ShieldAlert className="size-6 text-destructive" aria-hidden />
          <CardTitle>{t('guard.deniedTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p>{t('guard.deniedText', { role })}</p>
          <Button asChild variant="outline" className="self-start">
            <Link to="/">{t('notFound.home')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** `GeneralErrorBoundary statusHandlers` on admin pages: the 403 of `requireAdminPage` is the 'Access Denied' card. */
export const accessDeniedHandlers = {
  403: (error: ErrorResponse) => {
    const role = accessDeniedRole(error);
    return role ? <AccessDenied role={role} /> : <ErrorPage />;
  },
};
