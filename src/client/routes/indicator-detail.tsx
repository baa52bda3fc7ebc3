import { useEffect } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { Link } from '#client/components/link.tsx';
import type { IndicatorDto } from '#shared/contracts/store.ts';
import { getCart, getIndicator, listOrders } from '#shared/contracts/store.endpoints.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useIndicator } from '#client/features/store/api/get-indicator.ts';
import { purchaseStateOf, type PurchaseState } from '#client/features/store/purchase-state.ts';
import {
  BackToCatalog,
  IndicatorDetail,
  IndicatorDetailSkeleton,
} from '#client/features/store/components/indicator-detail.tsx';
import { GeneralErrorBoundary } from '#client/components/layout/general-error-boundary.tsx';
import { serverT } from '#client/lib/i18n.server.ts';
import { breadcrumbListJsonLd, itemPageJsonLd, productJsonLd } from '#client/lib/json-ld.ts';
import { loadFailed, notFound, thrownHead } from '#client/lib/route-errors.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import { Disclaimer } from '#client/components/layout/disclaimer.tsx';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/indicator-detail';

export const handle = { i18n: ['store', 'licence-terms'] };

const idOf = (param: string | undefined) =>
  param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.lang, 'store');
  const id = idOf(params.indicatorId);
  const result = id ? await context.api(getIndicator, { id }) : null;
  // A missing indicator is a real 404 for crawlers; a failed lookup a 500 with the spec's text.
  if (!result || (!result.ok && (result.status === 404 || result.status === 400)))
    notFound({ title: t('meta.notFoundTitle'), description: t('detail.notFoundText') });
  if (!result.ok) loadFailed(500, { title: t('detail.error'), description: t('detail.error') });
  const indicator = result.data;
  return {
    state: 'found' as const,
    id: indicator.id,
    indicator,
    purchaseState: await purchaseStateFor(context, indicator),
    labels: { home: t('breadcrumb.home'), indicators: t('breadcrumb.indicators') },
    title: t('meta.indicatorTitle', { name: indicator.name, platform: context.site.platformName }),
    description: indicator.shortDescription ?? indicator.description.slice(0, 160),
  };
}

/** Owned, in the cart or on sale, for the signed-in customer (their orders and cart, the same calls the page makes later). */
async function purchaseStateFor(context: Route.LoaderArgs['context'], indicator: IndicatorDto): Promise<PurchaseState> {
  if (!context.user) return 'available';
  const [orders, cart] = await Promise.all([context.api(listOrders, undefined), context.api(getCart, undefined)]);
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

export const meta: Route.MetaFunction = ({ data: page, matches, params, error }) => {
  const root = rootData(matches);
  const head = thrownHead(error);
  if (head)
    return seoMeta(root, {
      title: head.title,
      description: head.description ?? head.title,
      path: `/indicators/${idOf(params.indicatorId) ?? 0}`,
      noindex: true,
    });
  // After a client navigation the page names itself once its data is in.
  if (!page?.title || !page.indicator) return [];
  const { indicator, labels } = page;
  const base = root?.site.siteUrl ?? '';
  const url = `${base}/indicators/${indicator.id}`;
  return seoMeta(root, {
    title: page.title,
    description: page.description ?? '',
    path: `/indicators/${indicator.id}`,
    image: indicator.imageUrl ?? '/media/indicator-placeholder.webp',
    type: 'product',
    jsonLd: root
      ? [
          productJsonLd(indicator, root.site, url),
          itemPageJsonLd(indicator, url),
          breadcrumbListJsonLd([
            { name: labels?.home, url: `${base}/` },
            { name: labels?.indicators, url: `${base}/products` },
            { name: indicator.name, url },
          ]),
        ]
      : [],
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
    enabled: page.id > 0,
  });
  const missing = page.id === 0 || (query.error instanceof ApiError && query.error.status === 404);
  const platform = root?.site.platformName ?? '';

  // After a client navigation there is no server-made title: name the page once the data is in.
  useEffect(() => {
    if (page.state === 'client' && query.data)
      document.title = `${t('meta.indicatorTitle', { name: query.data.name, platform })} | ${root?.site.siteName ?? ''}`;
  }, [page.state, query.data, platform, root?.site.siteName, t]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb name={query.data?.name} />
      {missing ? (
        <NotFoundView />
      ) : query.isError ? (
        <ErrorView />
      ) : query.data ? (
        <>
          <IndicatorDetail
            indicator={query.data}
            signedIn={Boolean(root?.user)}
            platform={platform}
            purchaseState={page.purchaseState}
          />
          {/* The screenshots show signals on past charts: hypothetical results. */}
          {root ? <Disclaimer kind="performance" site={root.site} className="mt-10 border-t pt-6" /> : null}
        </>
      ) : (
        <IndicatorDetailSkeleton />
      )}
    </div>
  );
}

/** The loader's 404 ('Indicator not found.') and failed lookup (SPEC's error text), inside the site layout. */
export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb />
      <GeneralErrorBoundary
        statusHandlers={{ 404: () => <NotFoundView /> }}
        unexpectedErrorHandler={() => <ErrorView />}
      />
    </div>
  );
}
