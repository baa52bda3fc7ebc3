import { useTranslation } from '#client/lib/use-translation.ts';
import { getAdminLicence } from '#shared/contracts/licence-admin.endpoints.ts';
import { INT4_MAX } from '#shared/contracts/fields.constants.ts';
import { AdminDetailError, AdminDetailPage } from '#client/components/layout/admin-detail-page.tsx';
import { useAdminLicence } from '#client/features/admin-licences/api/licence.ts';
import { LicenceDetail } from '#client/features/admin-licences/components/licence-detail.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { loadFailed, notFound } from '#client/lib/route-errors.ts';
import { adminMeta } from '#client/lib/seo.ts';
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

export const meta: Route.MetaFunction = adminMeta;

/** /admin/licences/:licenceId: status, owner, machines, resets used, audit trail, and the actions. */
export default function AdminLicencePage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('admin-licences');
  const { data } = useAdminLicence(Number(params.licenceId), loaderData.licence);
  return (
    <AdminDetailPage back={{ to: '/admin/licences', label: t('detail.back') }}>
      <LicenceDetail licence={data.licence} />
    </AdminDetailPage>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin-licences');
  return (
    <AdminDetailError
      back={{ to: '/admin/licences', label: t('detail.back') }}
      notFound={t('detail.notFound')}
      loadError={t('detail.loadError')}
    />
  );
}
