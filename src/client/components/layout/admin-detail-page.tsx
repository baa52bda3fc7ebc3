import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from '#client/components/link.tsx';
import { accessDeniedHandlers } from '#client/components/auth/access-denied.tsx';
import { GeneralErrorBoundary } from './general-error-boundary.tsx';

/** An admin detail page (an order, a licence): a link back to its list above the content. */
export function AdminDetailPage({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      {children}
    </div>
  );
}

/** The detail page's error boundary: access denied, a 404 text, or a load failure, under the back link. */
export function AdminDetailError({
  back,
  notFound,
  loadError,
}: {
  back: { to: string; label: string };
  notFound: string;
  loadError: string;
}) {
  const error = (text: string) => (
    <AdminDetailPage back={back}>
      <div role="alert" className="rounded-lg border p-6">
        <h1 className="text-xl font-semibold">{text}</h1>
      </div>
    </AdminDetailPage>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{ ...accessDeniedHandlers, 404: () => error(notFound) }}
      unexpectedErrorHandler={() => error(loadError)}
    />
  );
}
