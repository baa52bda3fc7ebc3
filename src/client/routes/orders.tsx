import PackageOpen from 'lucide-react/icons/package-open';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { getReleaseNotices, listReleases } from '#shared/contracts/releases.endpoints.ts';
import { listOrders } from '#shared/contracts/store.endpoints.ts';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { Button } from '#client/components/ui/button.tsx';
import { libraryEntryOf } from '#client/features/releases/api/library.ts';
import { LibrarySection, type OwnedProduct } from '#client/features/releases/components/library-section.tsx';
import { useOrders } from '#client/features/store/api/list-orders.ts';
import { OrderCard } from '#client/features/store/components/order-card.tsx';
import { TrialsSlot } from '#client/features/store/components/trials-slot.tsx';
import { requireUserPage } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/orders';

export const handle = { i18n: ['store', 'invoices', 'licence-terms'] };

/** The products whose downloads the user gets: every item that has a licence (one entry per product). */
function ownedProducts(orders: EndpointOutput<typeof listOrders>['orders']): OwnedProduct[] {
  const owned = new Map<number, OwnedProduct>();
  for (const order of orders) {
    for (const item of order.items) {
      if (item.licence && !owned.has(item.indicatorId))
        owned.set(item.indicatorId, { id: item.indicatorId, name: item.name });
    }
  }
  return [...owned.values()];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUserPage(context, request);
  const t = serverT(context.lang, 'store');
  const orders = await context.api(listOrders, undefined);
  const owned = orders.ok ? ownedProducts(orders.data.orders) : [];
  const [library, notices] = await Promise.all([
    Promise.all(
      owned.map(async (product) =>
        libraryEntryOf(product.id, await context.api(listReleases, { indicatorId: product.id })),
      ),
    ),
    owned.length > 0 ? context.api(getReleaseNotices, undefined) : null,
  ]);
  return {
    orders: orders.ok ? orders.data : null,
    library,
    notices: notices?.ok ? notices.data : undefined,
    platformName: context.site.platformName,
    title: t('meta.ordersTitle'),
    description: t('meta.privateDescription', { siteName: context.site.siteName }),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(rootData(matches), {
    title: data?.title ?? 'Orders',
    description: data?.description ?? '',
    path: '/orders',
    noindex: true,
  });

export default function OrdersPage() {
  const { t } = useTranslation('store');
  const data = useLoaderData<typeof loader>();
  // A paid order waiting for its payment webhook checks back until its keys are issued.
  const orders = useOrders({
    initialData: data.orders ?? undefined,
    enabled: data.orders !== null,
    refetchInterval: (query) =>
      query.state.data?.orders.some((o) => o.status === 'pending' && Date.now() - Date.parse(o.createdAt) < 3_600_000)
        ? 5_000
        : false,
  });
  const failed = orders.isError || (data.orders === null && !orders.data && !orders.isFetching);
  const list = orders.data?.orders;
  const trials = orders.data?.trials ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">{t('orders.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('orders.subtitle')}</p>
      </header>
      {failed ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-6 py-12 text-center"
        >
          <h2 className="text-xl font-bold">{t('orders.errorTitle')}</h2>
          <p className="text-muted-foreground">{t('orders.errorText')}</p>
          <Button variant="outline" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            <RefreshCw className={orders.isFetching ? 'animate-spin' : undefined} aria-hidden />
            {t('action.retry', { ns: 'common' })}
          </Button>
        </div>
      ) : !list ? null : list.length === 0 ? (
        <>
          <TrialsSlot trials={trials} />
          <div
            className="flex flex-col items-center gap-4 rounded-lg border bg-muted/30 px-6 py-16 text-center"
            data-testid="orders-empty"
          >
            <PackageOpen className="size-12 text-muted-foreground" aria-hidden />
            <h2 className="text-2xl font-bold">{t('orders.emptyTitle')}</h2>
            <p className="max-w-md text-muted-foreground">{t('orders.emptyText')}</p>
            <Button asChild>
              <Link to="/indicators">{t('orders.browse')}</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <TrialsSlot trials={trials} />
          {/* Keys and machines first, the downloads and their notes after. */}
          <section aria-labelledby="orders-list-title" className="mb-10">
            <h2 id="orders-list-title" className="mb-5 text-2xl font-bold tracking-tight">
              {t('orders.listTitle')}
            </h2>
            <div className="flex flex-col gap-6">
              {list.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </div>
          </section>
          <LibrarySection
            products={ownedProducts(list)}
            initial={data.library}
            platformName={data.platformName}
            notices={data.notices}
          />
        </>
      )}
    </div>
  );
}
