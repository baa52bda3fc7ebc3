import { listAdminLicences } from '#shared/contracts/licence-admin.endpoints.ts';
import {
  licencesQuery,
  licencesSearchParams,
  parseLicencesFilter,
  useAdminLicences,
} from '#client/features/admin-licences/api/list-licences.ts';
import { LicencesList } from '#client/features/admin-licences/components/licences-list.tsx';
import { Link } from '#client/components/link.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useTranslation } from '#client/lib/use-translation.ts';
import { AdminSearchListPage } from '#client/components/layout/admin-search-list-page.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { loaderListFor, revalidateUnlessOnlySearchChanged, useUrlListQuery } from '#client/lib/url-list-query.ts';
import type { Route } from './+types/licences';

export const handle = { i18n: ['admin', 'admin-licences'] };

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const filter = parseLicencesFilter(new URL(request.url).searchParams);
  const result = await context.api(listAdminLicences, licencesQuery(filter));
  const t = serverT(context.lang, 'admin-licences');
  return { title: t('meta.listTitle'), filter, licences: result.ok ? result.data : null };
});

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = adminMeta;

/** /admin/licences: every licence, newest first, searchable by key, e-mail or order, paginated. */
export default function AdminLicencesPage({ loaderData }: Route.ComponentProps) {
  const { query: filter, update } = useUrlListQuery(parseLicencesFilter, licencesSearchParams);
  const query = useAdminLicences(filter, loaderListFor(filter, loaderData.filter, loaderData.licences));
  const { t } = useTranslation('admin-licences');

  return (
    <AdminSearchListPage
      ns="admin-licences"
      searchId="licence-search"
      filter={filter}
      update={update}
      query={query}
      action={
        <Link to="/admin/licences/sdk" className={buttonVariants({ variant: 'outline' })} data-testid="sdk-link">
          {t('list.sdkLink')}
        </Link>
      }
    >
      {(data) => <LicencesList licences={data.licences} />}
    </AdminSearchListPage>
  );
}
