import { useTranslation } from '#client/lib/use-translation.ts';
import { listAdminCustomers } from '#shared/contracts/admin-customers.endpoints.ts';
import {
  customersQuery,
  customersSearchParams,
  parseCustomersFilter,
  useAdminCustomers,
} from '#client/features/admin-customers/api/customers.ts';
import { CustomersList } from '#client/features/admin-customers/components/customers-list.tsx';
import { LoadError, RowSkeletons } from '#client/components/ui/list-states.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';
import { loaderListFor, revalidateUnlessOnlySearchChanged, useUrlListQuery } from '#client/lib/url-list-query.ts';
import type { Route } from './+types/customers';

export const handle = { i18n: ['admin', 'admin-customers'] };

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const filter = parseCustomersFilter(new URL(request.url).searchParams);
  const result = await context.api(listAdminCustomers, customersQuery(filter));
  const t = serverT(context.lang, 'admin-customers');
  return { title: t('meta.title'), filter, customers: result.ok ? result.data : null };
});

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = adminMeta;

/** /admin/customers (issue 15): find an account by e-mail or name, see what it holds, act on it. */
export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-customers');
  const { query: filter, update } = useUrlListQuery(parseCustomersFilter, customersSearchParams);
  const query = useAdminCustomers(filter, loaderListFor(filter, loaderData.filter, loaderData.customers));
  const [text, setText] = useDebouncedSearch(filter.search, (search) => update({ search }));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('list.title')}</h1>
        <p className="text-muted-foreground">{t('list.subtitle')}</p>
      </header>
      <SearchInput
        id="customer-search"
        srLabel={t('list.searchLabel')}
        maxLength={200}
        placeholder={t('list.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {query.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('list.count', { count: query.data.totalCount })}
          </p>
          <CustomersList customers={query.data.customers} />
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
