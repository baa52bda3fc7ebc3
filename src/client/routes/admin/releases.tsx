import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { listAdminIndicators } from '#shared/contracts/admin-store.endpoints.ts';
import { INT4_MAX } from '#shared/contracts/fields.constants.ts';
import { listReleases } from '#shared/contracts/releases.endpoints.ts';
import { accessDeniedHandlers } from '#client/components/auth/access-denied.tsx';
import { GeneralErrorBoundary } from '#client/components/layout/general-error-boundary.tsx';
import { ReleasesManager } from '#client/features/admin-releases/components/releases-manager.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { loadFailed, notFound } from '#client/lib/route-errors.ts';
import { adminMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/releases';

export const handle = { i18n: ['admin', 'admin-releases'] };

/** One indicator's (or the bundle's) releases, with upload, edit and withdraw. */
export const loader = adminLoader(async ({ context, params }: Route.LoaderArgs) => {
  const id = Number(params.indicatorId);
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) notFound();
  const [indicators, releases] = await Promise.all([
    context.api(listAdminIndicators, {}),
    context.api(listReleases, { indicatorId: id }),
  ]);
  if (!indicators.ok) loadFailed(indicators.status);
  const indicator = indicators.data.indicators.find((i) => i.id === id);
  if (!indicator || (!releases.ok && releases.status === 404)) notFound();
  const t = serverT(context.lang, 'admin-releases');
  return {
    title: t('meta.title', { name: indicator.name }),
    product: { id, name: indicator.name, kind: indicator.kind },
    // A failed list is left to the browser's query (placeholder rows, then data or an error).
    releases: releases.ok ? releases.data.releases : null,
  };
});

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = adminMeta;

function BackLink() {
  const { t } = useTranslation('admin-releases');
  return (
    <Link
      to="/admin/dashboard"
      className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('page.back')}
    </Link>
  );
}

export default function AdminReleasesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-releases');
  const { product, releases } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <BackLink />
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('page.title', { name: product.name })}</h1>
        <p className="text-muted-foreground">{t('page.subtitle')}</p>
      </header>
      <ReleasesManager key={product.id} product={product} initialReleases={releases} />
    </div>
  );
}

function PageError({ text }: { text: string }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <BackLink />
      <div role="alert" className="rounded-lg border p-6">
        <h1 className="text-xl font-semibold">{text}</h1>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin-releases');
  return (
    <GeneralErrorBoundary
      statusHandlers={{ ...accessDeniedHandlers, 404: () => <PageError text={t('page.notFound')} /> }}
      unexpectedErrorHandler={() => <PageError text={t('page.loadError')} />}
    />
  );
}
