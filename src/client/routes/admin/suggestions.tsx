import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { ADMIN_SUGGESTIONS_PAGE_SIZE } from '#shared/contracts/suggestions.constants.ts';
import { listAdminSuggestions } from '#shared/contracts/suggestions-admin.endpoints.ts';
import {
  adminSuggestionsQuery,
  DEFAULT_ADMIN_VIEW,
  useAdminSuggestions,
  type AdminSuggestionsView,
} from '#client/features/suggestions/api/admin-suggestions.ts';
import { ADMIN_SORT_OPTIONS, AdminToolbar } from '#client/features/suggestions/components/admin/admin-toolbar.tsx';
import { BulkActions } from '#client/features/suggestions/components/admin/bulk-actions.tsx';
import { MergeForm } from '#client/features/suggestions/components/admin/merge-form.tsx';
import { StatCards } from '#client/features/suggestions/components/admin/stat-cards.tsx';
import { SuggestionsTable } from '#client/features/suggestions/components/admin/suggestions-table.tsx';
import { LoadError, RowSkeletons } from '#client/components/ui/list-states.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { useRowSelection } from '#client/lib/use-row-selection.ts';
import type { Route } from './+types/suggestions';

export const handle = { i18n: ['admin', 'admin-suggestions'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const result = await context.api(listAdminSuggestions, adminSuggestionsQuery(DEFAULT_ADMIN_VIEW));
  return { title: serverT(context.lang, 'admin-suggestions')('meta.title'), list: result.ok ? result.data : null };
});

export const meta: Route.MetaFunction = adminMeta;

const sameView = (a: AdminSuggestionsView, b: AdminSuggestionsView) =>
  a.page === b.page && a.status === b.status && a.sortBy === b.sortBy && a.sortDirection === b.sortDirection;

/** /admin/suggestions (SPEC §2, §4, §9): stats, filter, sort, inline edits, bulk actions. */
export default function AdminSuggestionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-suggestions');
  const [view, setView] = useState<AdminSuggestionsView>(DEFAULT_ADMIN_VIEW);
  const query = useAdminSuggestions(
    view,
    sameView(view, DEFAULT_ADMIN_VIEW) ? (loaderData.list ?? undefined) : undefined,
  );
  const { selected, select, clear } = useRowSelection([view]);

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / ADMIN_SUGGESTIONS_PAGE_SIZE)) : 1;
  const sortKey =
    ADMIN_SORT_OPTIONS.find((o) => o.sortBy === view.sortBy && o.sortDirection === view.sortDirection)?.key ?? 'newest';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('header.title')}</h1>
        <p className="text-muted-foreground">{t('header.subtitle')}</p>
      </header>
      <StatCards stats={data?.stats} />
      <AdminToolbar
        status={view.status}
        sortKey={sortKey}
        // SPEC §4: a new filter or sort starts again at page 1.
        onStatus={(status) => setView((v) => ({ ...v, status, page: 1 }))}
        onSort={(o) => setView((v) => ({ ...v, sortBy: o.sortBy, sortDirection: o.sortDirection, page: 1 }))}
      />
      <MergeForm />
      {selected.size > 0 ? <BulkActions ids={[...selected]} onDone={clear} /> : null}
      {data ? (
        data.suggestions.length === 0 ? (
          <div className="rounded-lg border border-dashed p-10 text-center">
            <p className="text-lg font-semibold">{t('table.emptyTitle')}</p>
            <p className="mt-1 text-muted-foreground">
              {view.status ? t('table.emptyFiltered') : t('table.emptyText')}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('table.count', { count: data.total })}
            </p>
            <div className="md:rounded-lg md:border">
              <SuggestionsTable suggestions={data.suggestions} selected={selected} onSelect={select} />
            </div>
            <Pager
              page={view.page}
              totalPages={totalPages}
              onPage={(page) => setView((v) => ({ ...v, page }))}
              labels={pagerLabels((key, values) => t(`pagination.${key}`, values), view.page, totalPages)}
            />
          </div>
        )
      ) : query.isError ? (
        <LoadError message={t('table.loadError')} retryLabel={t('table.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <RowSkeletons count={10} className="h-14" />
      )}
    </div>
  );
}
