import { useEffect, useRef } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { listAdminOrders } from '#shared/contracts/admin-store.endpoints.ts';
import { ordersQuery, useAdminOrders, type OrdersFilter } from '#client/features/admin-store/api/list-orders.ts';
import { OrderCards } from '#client/features/admin-store/components/order-cards.tsx';
import { OrdersTable } from '#client/features/admin-store/components/orders-table.tsx';
import { OrdersToolbar } from '#client/features/admin-store/components/orders-toolbar.tsx';
import { ordersSearchParams, parseOrdersFilter } from '#client/features/admin-store/orders-search.ts';
import { CsvExportForm } from '#client/features/admin-exports/components/csv-export-form.tsx';
import { LoadError, RowSkeletons } from '#client/components/ui/list-states.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { loaderListFor } from '#client/lib/url-list-query.ts';
import type { Route } from './+types/orders';

export const handle = { i18n: ['admin', 'admin-store', 'admin-exports'] };

export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const filter = parseOrdersFilter(new URL(request.url).searchParams);
  const result = await context.api(listAdminOrders, ordersQuery(filter));
  const t = serverT(context.lang, 'admin-store');
  return { title: t('meta.ordersTitle'), filter, orders: result.ok ? result.data : null };
});

export const meta: Route.MetaFunction = adminMeta;

/** /admin/orders: every order, newest first, searchable, filtered by status, paginated. */
export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-store');
  const [params, setParams] = useSearchParams();
  const filter = parseOrdersFilter(params);
  const query = useAdminOrders(filter, loaderListFor(filter, loaderData.filter, loaderData.orders));
  // The filter the admin asked for last. The URL only changes once the loader has answered, so a
  // status picked while the typed search is still on its way must build on this, not on the URL.
  const wanted = useRef(filter);
  const committed = params.toString();
  useEffect(() => {
    wanted.current = parseOrdersFilter(new URLSearchParams(committed));
  }, [committed]);
  // Changing the search or the status starts again at page 1 (SPEC §4).
  const go = (next: Partial<OrdersFilter>) => {
    wanted.current = { ...wanted.current, page: 1, ...next };
    setParams(ordersSearchParams(wanted.current), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('orders.title')}</h1>
        <p className="text-muted-foreground">{t('orders.subtitle')}</p>
      </header>
      <CsvExportForm kinds={['orders', 'customers']} />
      <OrdersToolbar
        search={filter.search}
        status={filter.status}
        onSearch={(search) => go({ search })}
        onStatus={(status) => go({ status })}
      />
      {query.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('orders.count', { count: query.data.totalCount })}
          </p>
          <div className="hidden md:block">
            <OrdersTable orders={query.data.orders} />
          </div>
          <div className="md:hidden">
            <OrderCards orders={query.data.orders} />
          </div>
          <Pager
            page={filter.page}
            totalPages={query.data.pagination.totalPages}
            onPage={(page) => go({ page })}
            labels={pagerLabels(
              (key, values) => t(`orders.pagination.${key}`, values),
              filter.page,
              query.data.pagination.totalPages,
            )}
          />
        </>
      ) : query.isError ? (
        <LoadError
          message={t('orders.loadError')}
          retryLabel={t('indicators.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <RowSkeletons count={10} className="h-12 w-full" />
      )}
    </div>
  );
}
