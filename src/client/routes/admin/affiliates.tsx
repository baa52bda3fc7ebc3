import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminAffiliatesResponse } from '#shared/contracts/affiliates.ts';
import { adminAffiliatesApiPath, useAdminAffiliates, type AffiliatesFilter } from '#client/features/affiliates/api/admin-list-affiliates.ts';
import { affiliatesSearchParams, parseAffiliatesFilter, sameAffiliatesFilter } from '#client/features/affiliates/admin-search.ts';
import { AffiliatesTable } from '#client/features/affiliates/components/admin/affiliates-table.tsx';
import { AffiliatesToolbar } from '#client/features/affiliates/components/admin/affiliates-toolbar.tsx';
import { BulkEditDialog } from '#client/features/affiliates/components/admin/bulk-edit-dialog.tsx';
import { Pager } from '#client/features/affiliates/components/pager.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { requireAdminPage } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData } from '#client/lib/seo.ts';
import type { Route } from './+types/affiliates';

export const handle = { i18n: ['admin', 'admin-affiliates'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const filter = parseAffiliatesFilter(new URL(request.url).searchParams);
  const result = await context.api<AdminAffiliatesResponse>(adminAffiliatesApiPath(filter));
  return { title: serverT(context.lang, 'admin-affiliates')('meta.affiliatesTitle'), filter, affiliates: result.ok ? result.data : null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: `${data?.title ?? ''} | ${rootData(matches)?.site.siteName ?? ''}` },
  { name: 'robots', content: 'noindex' },
];

/** Table size from SPEC §9. */
const PAGE_SIZE = 15;

/** /admin/affiliates (SPEC §2): search, status filter, URL-mirrored paging, bulk edit. */
export default function AdminAffiliatesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-affiliates');
  const [params, setParams] = useSearchParams();
  const filter = parseAffiliatesFilter(params);
  const query = useAdminAffiliates(filter, loaderData.affiliates && sameAffiliatesFilter(filter, loaderData.filter) ? loaderData.affiliates : undefined);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // A new search, filter or page is a new set of rows: the selection starts again.
  useEffect(() => setSelected(new Set()), [filter.page, filter.search, filter.status]);

  const go = (next: Partial<AffiliatesFilter>) => setParams(affiliatesSearchParams({ ...filter, page: 1, ...next }), { replace: true, preventScrollReset: true });
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('affiliates.title')}</h1>
          <p className="text-muted-foreground">{t('affiliates.subtitle')}</p>
        </div>
        {selected.size > 0 && <BulkEditDialog ids={[...selected]} onDone={() => setSelected(new Set())} />}
      </header>
      <AffiliatesToolbar search={filter.search} status={filter.status} onSearch={(search) => go({ search })} onStatus={(status) => go({ status })} />
      {data ? (
        data.affiliates.length === 0 ? (
          <div className="rounded-lg border border-dashed p-10 text-center">
            <h2 className="text-lg font-semibold">{t('affiliates.emptyTitle')}</h2>
            <p className="mt-1 text-muted-foreground">{t('affiliates.emptyText')}</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('affiliates.count', { count: data.totalCount })}
            </p>
            <AffiliatesTable affiliates={data.affiliates} selected={selected} onSelect={select} />
            <Pager
              page={filter.page}
              totalPages={totalPages}
              onPage={(page) => go({ page })}
              labels={{ nav: t('pagination.label'), previous: t('pagination.previous'), next: t('pagination.next'), page: t('pagination.page', { page: filter.page, total: totalPages }) }}
            />
          </>
        )
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4">
          <p>{t('affiliates.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('affiliates.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      )}
    </div>
  );
}
