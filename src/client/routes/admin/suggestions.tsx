import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SUGGESTIONS_PAGE_SIZE, type AdminListSuggestionsResponse } from '#shared/contracts/suggestions.ts';
import { adminSuggestionsApiPath, DEFAULT_ADMIN_VIEW, useAdminSuggestions, type AdminSuggestionsView } from '#client/features/suggestions/api/admin-suggestions.ts';
import { ADMIN_SORT_OPTIONS, AdminToolbar } from '#client/features/suggestions/components/admin/admin-toolbar.tsx';
import { BulkActions } from '#client/features/suggestions/components/admin/bulk-actions.tsx';
import { StatCards } from '#client/features/suggestions/components/admin/stat-cards.tsx';
import { SuggestionsTable } from '#client/features/suggestions/components/admin/suggestions-table.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { requireAdminPage } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData } from '#client/lib/seo.ts';
import type { Route } from './+types/suggestions';

export const handle = { i18n: ['admin', 'admin-suggestions'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const result = await context.api<AdminListSuggestionsResponse>(adminSuggestionsApiPath(DEFAULT_ADMIN_VIEW));
  return { title: serverT(context.lang, 'admin-suggestions')('meta.title'), list: result.ok ? result.data : null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: `${data?.title ?? ''} | ${rootData(matches)?.site.siteName ?? ''}` },
  { name: 'robots', content: 'noindex' },
];

const sameView = (a: AdminSuggestionsView, b: AdminSuggestionsView) => a.page === b.page && a.status === b.status && a.sortBy === b.sortBy && a.sortDirection === b.sortDirection;

/** /admin/suggestions (SPEC §2, §4, §9): stats, filter, sort, inline edits, bulk actions. */
export default function AdminSuggestionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-suggestions');
  const [view, setView] = useState<AdminSuggestionsView>(DEFAULT_ADMIN_VIEW);
  const query = useAdminSuggestions(view, sameView(view, DEFAULT_ADMIN_VIEW) ? (loaderData.list ?? undefined) : undefined);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Another filter, sort or page is another set of rows: the selection starts again.
  useEffect(() => setSelected(new Set()), [view]);

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / ADMIN_SUGGESTIONS_PAGE_SIZE)) : 1;
  const sortKey = ADMIN_SORT_OPTIONS.find((o) => o.sortBy === view.sortBy && o.sortDirection === view.sortDirection)?.key ?? 'newest';

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
      {selected.size > 0 ? <BulkActions ids={[...selected]} onDone={() => setSelected(new Set())} /> : null}
      {data ? (
        data.suggestions.length === 0 ? (
          <div className="rounded-lg border border-dashed p-10 text-center">
            <p className="text-lg font-semibold">{t('table.emptyTitle')}</p>
            <p className="mt-1 text-muted-foreground">{view.status ? t('table.emptyFiltered') : t('table.emptyText')}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('table.count', { count: data.total })}
            </p>
            <div className="md:rounded-lg md:border">
              <SuggestionsTable suggestions={data.suggestions} selected={selected} onSelect={select} />
            </div>
            {totalPages > 1 ? (
              <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
                <Button variant="outline" size="sm" disabled={view.page <= 1} onClick={() => setView((v) => ({ ...v, page: v.page - 1 }))}>
                  <ChevronLeft aria-hidden />
                  {t('pagination.previous')}
                </Button>
                <span className="text-sm text-muted-foreground">{t('pagination.page', { page: view.page, total: totalPages })}</span>
                <Button variant="outline" size="sm" disabled={view.page >= totalPages} onClick={() => setView((v) => ({ ...v, page: v.page + 1 }))}>
                  {t('pagination.next')}
                  <ChevronRight aria-hidden />
                </Button>
              </nav>
            ) : null}
          </div>
        )
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4">
          <p>{t('table.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('table.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      )}
    </div>
  );
}
