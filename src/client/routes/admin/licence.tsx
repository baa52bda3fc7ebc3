import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAdminLicence } from '#shared/contracts/licence-admin.endpoints.ts';
import { INT4_MAX } from '#shared/contracts/fields.constants.ts';
import { accessDeniedHandlers } from '#client/components/auth/access-denied.tsx';
import { GeneralErrorBoundary } from '#client/components/layout/general-error-boundary.tsx';
import { useAdminLicence } from '#client/features/admin-licences/api/licence.ts';
import { LicenceDetail } from '#client/features/admin-licences/components/licence-detail.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { loadFailed, notFound } from '#client/lib/route-errors.ts';
import { rootData } from '#client/lib/seo.ts';
import type { Route } from './+types/licence';

export const handle = { i18n: ['admin', 'admin-licences'] };

export const loader = adminLoader(async ({ context, params }: Route.LoaderArgs) => {
  const id = Number(params.licenceId);
  // An id no licence can have is a missing page, not a refused request.
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) notFound();
  const result = await context.api(getAdminLicence, { id });
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) notFound();
    loadFailed(500);
  }
  const t = serverT(context.lang, 'admin-licences');
  return { title: t('meta.detailTitle', { key: result.data.licence.key }), licence: result.data };
});

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: `${data?.title ?? ''} | ${rootData(matches)?.site.siteName ?? ''}` },
  { name: 'robots', content: 'noindex' },
];

function BackLink() {
  const { t } = useTranslation('admin-licences');
  return (
    <Link
      to="/admin/licences"
      className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('detail.back')}
    </Link>
  );
}

/** /admin/licences/:licenceId: status, owner, machines, resets used, audit trail, and the actions. */
export default function AdminLicencePage({ loaderData, params }: Route.ComponentProps) {
  const { data } = useAdminLicence(Number(params.licenceId), loaderData.licence);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <BackLink />
      <LicenceDetail licence={data.licence} />
    </div>
  );
}

function LicenceError({ text }: { text: string }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <BackLink />
      <div role="alert" className="rounded-lg border p-6">
        <h1 className="text-xl font-semibold">{text}</h1>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin-licences');
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        ...accessDeniedHandlers,
        404: () => <LicenceError text={t('detail.notFound')} />,
      }}
      unexpectedErrorHandler={() => <LicenceError text={t('detail.loadError')} />}
    />
  );
}
