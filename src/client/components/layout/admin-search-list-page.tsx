import { useTranslation } from '#client/lib/use-translation.ts';
import type { ReactNode } from 'react';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { DebouncedSearchInput } from '#client/components/ui/debounced-search-input.tsx';
import { QueryStates } from '#client/components/ui/list-states.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';

interface Page {
  totalCount: number;
  pagination: { totalPages: number };
}

/** The namespaces whose `list.*` texts (title, search, count, pagination, errors) this page shows. */
export type SearchListNamespace = 'admin-customers' | 'admin-licences';

interface Props<D extends Page> {
  ns: SearchListNamespace;
  searchId: string;
  /** The search and page in the URL, and how to change them. */
  filter: { search: string; page: number };
  update(change: { search: string } | { page: number }): void;
  query: { data: D | undefined; isError: boolean; refetch(): unknown };
  children(data: D): ReactNode;
  /** A link or button beside the title. */
  action?: ReactNode;
}

/** A searchable, paginated admin list (customers, licences): search box, count, the list, pager. */
export function AdminSearchListPage<D extends Page>({
  ns,
  searchId,
  filter,
  update,
  query,
  children,
  action,
}: Props<D>) {
  const { t } = useTranslation(ns);
  return (
    <AdminListPage title={t('list.title')} subtitle={t('list.subtitle')} action={action}>
      <DebouncedSearchInput
        id={searchId}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        search={filter.search}
        onSearch={(search) => update({ search })}
      />
      <QueryStates
        data={query.data}
        failed={query.isError}
        loadError={t('list.loadError')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
        skeletons={{ count: 10, className: 'h-12 w-full' }}
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('list.count', { count: data.totalCount })}
            </p>
            {children(data)}
            <Pager
              page={filter.page}
              totalPages={data.pagination.totalPages}
              onPage={(page) => update({ page })}
              labels={pagerLabels(
                (key, values) => t(`list.pagination.${key}`, values),
                filter.page,
                data.pagination.totalPages,
              )}
            />
          </>
        )}
      </QueryStates>
    </AdminListPage>
  );
}
