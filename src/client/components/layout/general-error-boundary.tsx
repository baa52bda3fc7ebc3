import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { isRouteErrorResponse, useRouteError, type ErrorResponse } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { NotFoundPage } from '#client/components/layout/not-found-page.tsx';
import { Button } from '#client/components/ui/button.tsx';

type StatusHandler = (error: ErrorResponse) => ReactNode;

export interface GeneralErrorBoundaryProps {
  /** A view per status a route's loader throws (a 404 with `notFound()`); the default 404 is the site's 'Not Found'. */
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  /** Anything else: a thrown exception or an unhandled status. Default: 'Something went wrong'. */
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}

/**
 * The one error view of the site (`export function ErrorBoundary`): root, the site and admin
 * layouts and the routes with views of their own use it. The layouts render it inside their
 * chrome, so a loader error keeps the header and footer. Admin pages add the guard's 403
 * (`accessDeniedHandlers`), which stays out of every other page's JavaScript.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpectedErrorHandler = () => <ErrorPage />,
}: GeneralErrorBoundaryProps) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status];
    if (handler) return handler(error);
    if (error.status === 404) return <NotFoundPage />;
  }
  return unexpectedErrorHandler(error);
}

/** 'Something went wrong' with a link home. */
export function ErrorPage() {
  const { t } = useTranslation('common');
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('error.title')}</h1>
      <p className="text-muted-foreground">{t('error.unexpected')}</p>
      <Button asChild variant="outline">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
