import { useTranslation } from '#client/lib/use-translation.ts';
import { PAYOUT_STATUSES, type PayoutStatus } from '#shared/contracts/affiliates.constants.ts';
import { listAdminPayouts } from '#shared/contracts/affiliates.endpoints.ts';
import {
  ADMIN_PAYOUTS_PAGE_SIZE,
  adminPayoutsQuery,
  useAdminPayouts,
  type AdminPayoutsFilter,
} from '#client/features/affiliates/api/admin-list-payouts.ts';
import { PagedList } from '#client/features/affiliates/components/admin/paged-list.tsx';
import { PayoutsTable } from '#client/features/affiliates/components/admin/payouts-table.tsx';
import { StatusFilter } from '#client/features/affiliates/components/admin/status-filter.tsx';
import {
  CreateBatchButton,
  PayoutBatchesPanel,
} from '#client/features/affiliates/components/admin/payout-batches-panel.tsx';
import { useRowSelection } from '#client/lib/use-row-selection.ts';
import { CsvExportForm } from '#client/features/admin-exports/components/csv-export-form.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { loaderListFor, useUrlListQuery } from '#client/lib/url-list-query.ts';
import type { Route } from './+types/payouts';

export const handle = { i18n: ['admin', 'admin-affiliates', 'admin-exports', 'commissions'] };

/** `?status=` absent means the work queue (requested); `all` is the whole history. */
function parseFilter(params: URLSearchParams): AdminPayoutsFilter {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status:
      status === 'all'
        ? null
        : (PAYOUT_STATUSES as readonly string[]).includes(status ?? '')
          ? (status as PayoutStatus)
          : 'requested',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

function toParams(filter: AdminPayoutsFilter) {
  const params = new URLSearchParams();
  if (filter.status !== 'requested') params.set('status', filter.status ?? 'all');
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const filter = parseFilter(new URL(request.url).searchParams);
  const result = await context.api(listAdminPayouts, adminPayoutsQuery(filter));
  return {
    title: serverT(context.lang, 'admin-affiliates')('meta.payoutsTitle'),
    filter,
    payouts: result.ok ? result.data : null,
  };
});

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = adminMeta;

/** /admin/payouts: requested payouts oldest first with mark paid / reject, and the history. */
export default function AdminPayoutsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-affiliates');
  const { query: filter, update: go } = useUrlListQuery(parseFilter, toParams);
  const query = useAdminPayouts(filter, loaderListFor(filter, loaderData.filter, loaderData.payouts));
  const { selected, select, clear } = useRowSelection([filter.status, filter.page]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('payouts.title')}</h1>
        <p className="text-muted-foreground">{t('payouts.subtitle')}</p>
      </header>
      <CsvExportForm kinds={['payouts']} />
      <PayoutBatchesPanel />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <StatusFilter
          id="payouts-status"
          label={t('payouts.filterLabel')}
          statuses={PAYOUT_STATUSES}
          statusLabel={(s) => t(`payouts.${s}`)}
          value={filter.status}
          onChange={(status) => go({ status })}
          allLabel={t('payouts.all')}
        />
        {selected.size > 0 && <CreateBatchButton ids={[...selected]} onDone={clear} />}
      </div>
      <PagedList
        query={query}
        isEmpty={(data) => data.payouts.length === 0}
        empty={filter.status === 'requested' ? t('payouts.emptyQueue') : t('payouts.empty')}
        page={filter.page}
        pageSize={ADMIN_PAYOUTS_PAGE_SIZE}
        onPage={(page) => go({ page })}
        section="admin-affiliates:payouts"
        skeletons={{ count: 5, className: 'h-14' }}
      >
        {(data) => <PayoutsTable payouts={data.payouts} selection={{ selected, onSelect: select }} />}
      </PagedList>
    </div>
  );
}
