import { useTranslation } from '#client/lib/use-translation.ts';
import { listAdminLicences } from '#shared/contracts/licence-admin.endpoints.ts';
import {
  licencesQuery,
  licencesSearchParams,
  parseLicencesFilter,
  useAdminLicences,
} from '#client/features/admin-licences/api/list-licences.ts';
import { LicencesList } from '#client/features/admin-licences/components/licences-list.tsx';
import { LicencesSearch } from '#client/features/admin-licences/components/licences-search.tsx';
import { LoadError, RowSkeletons } from '#client/components/ui/list-states.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';
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
  const { t } = useTranslation('admin-licences');
  const { query: filter, update } = useUrlListQuery(parseLicencesFilter, licencesSearchParams);
  const query = useAdminLicences(filter, loaderListFor(filter, loaderData.filter, loaderData.licences));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('list.title')}</h1>
        <p className="text-muted-foreground">{t('list.subtitle')}</p>
      </header>
      <LicencesSearch search={filter.search} onSearch={(search) => update({ search })} />
      {query.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('list.count', { count: query.data.totalCount })}
          </p>
          <LicencesList licences={query.data.licences} />
          <Pager
            page={filter.page}
            totalPages={query.data.pagination.totalPages}
            onPage={(page) => update({ page })}
            labels={pagerLabels(
              (key, values) => t(`list.pagination.${key}`, values),
              filter.page,
              query.data.pagination.totalPages,
            )}
          />
        </>
      ) : query.isError ? (
        <LoadError message={t('list.loadError')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <RowSkeletons count={10} className="h-12 w-full" />
      )}
    </div>
  );
}
