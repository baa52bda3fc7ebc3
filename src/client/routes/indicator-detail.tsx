import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, useLoaderData, useRouteError, useRouteLoaderData } from 'react-router';
import type { GetCartResponse, IndicatorDto, ListOrdersResponse } from '#shared/contracts/store.ts';
import type { ApiError } from '#client/lib/api-client.ts';
import { indicatorPath, useIndicator } from '#client/features/store/api/get-indicator.ts';
import { purchaseStateOf, type PurchaseState } from '#client/features/store/purchase-state.ts';
import {
  BackToCatalog,
  IndicatorDetail,
  IndicatorDetailSkeleton,
} from '#client/features/store/components/indicator-detail.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/indicator-detail';

export const handle = { i18n: ['store'] };

const idOf = (param: string | undefined) =>
  param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'store');
  const id = idOf(params.indicatorId);
  const result = id ? await context.api<IndicatorDto>(indicatorPath(id)) : null;
  const labels = { home: t('breadcrumb.home'), indicators: t('breadcrumb.indicators') };
  // A missing indicator is a real 404 for crawlers; a failed lookup a 500 with the spec's text.
  if (!result || (!result.ok && (result.status === 404 || result.status === 400))) {
    return data(
      {
        state: 'notFound' as const,
        id: id ?? 0,
        indicator: null,
        labels,
        title: t('meta.notFoundTitle'),
        description: t('detail.notFoundText'),
      },
      { status: 404 },
    );
  }
  if (!result.ok)
    return data(
      {
        state: 'error' as const,
        id: id!,
        indicator: null,
        labels,
        title: t('detail.error'),
        description: t('detail.error'),
      },
      { status: 500 },
    );
  const indicator = result.data;
  return {
    state: 'found' as const,
    id: indicator.id,
    indicator,
    purchaseState: await purchaseStateFor(context, indicator),
    labels,
    title: t('meta.indicatorTitle', { name: indicator.name, platform: context.site.platformName }),
    description: indicator.shortDescription ?? indicator.description.slice(0, 160),
  };
}

/** Owned, in the cart or on sale, for the signed-in customer (their orders and cart, the same calls the page makes later). */
async function purchaseStateFor(context: Route.LoaderArgs['context'], indicator: IndicatorDto): Promise<PurchaseState> {
  if (!context.user) return 'available';
  const [orders, cart] = await Promise.all([
    context.api<ListOrdersResponse>('/_api/orders'),
    context.api<GetCartResponse>('/_api/cart'),
  ]);
  return purchaseStateOf(indicator, orders.ok ? orders.data : undefined, cart.ok ? cart.data : undefined);
}

/**
 * Client navigations render at once and fetch the indicator with TanStack Query, so the
 * skeleton of SPEC §2 shows instead of a page that seems stuck; a first visit is server-rendered.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    state: 'client' as const,
    id: idOf(params.indicatorId) ?? 0,
    indicator: null,
    labels: null,
    title: null,
    description: null,
    purchaseState: undefined,
  };
}

interface PageData {
  state: 'found' | 'notFound' | 'error' | 'client';
  id: number;
  indicator: IndicatorDto | null;
  labels: { home: string; indicators: string } | null;
  title: string | null;
  description: string | null;
  purchaseState?: PurchaseState;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = rootData(matches);
  const page = data as PageData | undefined;
  if (!page?.title) return [];
  if (page.state !== 'found' || !page.indicator)
    return seoMeta(root, {
      title: page.title,
      description: page.description ?? page.title,
      path: `/indicators/${page.id}`,
      noindex: true,
    });
  const { indicator, labels } = page;
  const base = root?.site.siteUrl ?? '';
  const url = `${base}/indicators/${indicator.id}`;
  const image = new URL(
    indicator.imageUrl ?? '/media/indicator-placeholder.webp',
    base || 'http://localhost',
  ).toString();
  return seoMeta(root, {
    title: page.title,
    description: page.description ?? '',
    path: `/indicators/${indicator.id}`,
    image: indicator.imageUrl ?? '/media/indicator-placeholder.webp',
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: indicator.name,
        description: indicator.description,
        image: [image],
        sku: `NT-${indicator.id}`,
        category: indicator.categories.map((c) => c.name).join(', ') || undefined,
        brand: root ? { '@type': 'Brand', name: root.site.siteName } : undefined,
        offers: {
          '@type': 'Offer',
          url,
          price: indicator.price.toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: labels?.home, item: `${base}/` },
          { '@type': 'ListItem', position: 2, name: labels?.indicators, item: `${base}/products` },
          { '@type': 'ListItem', position: 3, name: indicator.name, item: url },
        ],
      },
    ],
  });
};

function Breadcrumb({ name }: { name?: string }) {
  const { t } = useTranslation('store');
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-6 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-foreground">
            {t('breadcrumb.home')}
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li>
          <Link to="/indicators" className="hover:text-foreground">
            {t('breadcrumb.indicators')}
          </Link>
        </li>
        {name ? (
          <>
            <li aria-hidden>/</li>
            <li aria-current="page" className="line-clamp-1 text-foreground">
              {name}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

function NotFoundView() {
  const { t } = useTranslation('store');
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center" data-testid="indicator-not-found">
      <h1 className="text-3xl font-bold">{t('detail.notFound')}</h1>
      <p className="text-muted-foreground">{t('detail.notFoundText')}</p>
      <BackToCatalog />
    </section>
  );
}

function ErrorView() {
  const { t } = useTranslation('store');
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center" data-testid="indicator-error">
      <p role="alert" className="max-w-xl text-lg">
        {t('detail.error')}
      </p>
      <BackToCatalog />
    </section>
  );
}

export default function IndicatorPage() {
  const page = useLoaderData<typeof loader | typeof clientLoader>();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { t } = useTranslation('store');
  const query = useIndicator(page.id, {
    initialData: page.indicator ?? undefined,
    enabled: page.id > 0 && (page.state === 'found' || page.state === 'client'),
  });
  const notFound = page.state === 'notFound' || page.id === 0 || (query.error as ApiError | null)?.status === 404;
  const platform = root?.site.platformName ?? '';

  // After a client navigation there is no server-made title: name the page once the data is in.
  useEffect(() => {
    if (page.state === 'client' && query.data)
      document.title = `${t('meta.indicatorTitle', { name: query.data.name, platform })} | ${root?.site.siteName ?? ''}`;
  }, [page.state, query.data, platform, root?.site.siteName, t]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb name={query.data?.name} />
      {notFound ? (
        <NotFoundView />
      ) : page.state === 'error' || query.isError ? (
        <ErrorView />
      ) : query.data ? (
        <IndicatorDetail
          indicator={query.data}
          signedIn={Boolean(root?.user)}
          platform={platform}
          purchaseState={(page as PageData).purchaseState}
        />
      ) : (
        <IndicatorDetailSkeleton />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  useRouteError();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <ErrorView />
    </div>
  );
}
