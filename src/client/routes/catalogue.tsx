import { useTranslation } from '#client/lib/use-translation.ts';
import { useLoaderData, useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { listCategories, listIndicators } from '#shared/contracts/store.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useCategories } from '#client/features/store/api/list-categories.ts';
import { indicatorsQuery, useIndicators } from '#client/features/store/api/list-indicators.ts';
import { CategoryFilter } from '#client/features/store/components/category-filter.tsx';
import { IndicatorCard, IndicatorCardSkeletons } from '#client/features/store/components/indicator-card.tsx';
import { useContentLang } from '#client/lib/content-lang.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { itemListJsonLd } from '#client/lib/json-ld.ts';
import { rootData, seoMeta } from '#client/lib/seo.ts';
import { revalidateUnlessOnlySearchChanged } from '#client/lib/url-list-query.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/catalogue';

export const handle = { i18n: ['store'] };

/** `?category=ID`; anything else means all categories. */
function categoryOf(params: URLSearchParams): number | null {
  const id = Number(params.get('category'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const categoryId = categoryOf(new URL(request.url).searchParams);
  const t = serverT(context.lang, 'store');
  const platform = context.site.platformName;
  const [indicators, categories] = await Promise.all([
    context.api(listIndicators, indicatorsQuery(categoryId)),
    context.api(listCategories, undefined),
  ]);
  return {
    categoryId,
    indicators: indicators.ok ? indicators.data : null,
    indicatorsFailed: !indicators.ok,
    categories: categories.ok ? categories.data : null,
    title: t('meta.catalogueTitle', { platform }),
    description: t('meta.catalogueDescription', { platform }),
  };
}

/** A category change is fetched by TanStack Query in the browser (with the six skeleton cards). */
export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = rootData(matches);
  const base = root?.site.siteUrl ?? '';
  return seoMeta(root, {
    title: data?.title ?? 'Indicators',
    description: data?.description ?? '',
    // /products and /indicators show the same catalogue: one canonical address.
    path: '/products',
    jsonLd: data?.indicators
      ? [
          itemListJsonLd(
            data.indicators.indicators.map((indicator) => ({
              url: `${base}/indicators/${indicator.id}`,
              name: indicator.name,
            })),
          ),
        ]
      : [],
  });
};

export default function CataloguePage() {
  const { t } = useTranslation('store');
  const langOf = useContentLang();
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const platform = useRouteLoaderData<typeof rootLoader>('root')?.site.platformName ?? '';
  const [params] = useSearchParams();
  const categoryId = categoryOf(params);
  const fromServer = categoryId === data.categoryId;
  const indicators = useIndicators(categoryId, {
    initialData: fromServer ? (data.indicators ?? undefined) : undefined,
    enabled: !(fromServer && data.indicatorsFailed),
  });
  const categories = useCategories(data.categories ?? undefined);
  const failed = (fromServer && data.indicatorsFailed) || indicators.isError;
  const active = categories.data?.categories.find((c) => c.id === categoryId);
  const list = indicators.data?.indicators;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="mb-8 max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('catalogue.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {active ? <span lang={langOf(active.language)}>{active.name}</span> : t('catalogue.title')}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('catalogue.subtitle', { platform })}</p>
      </header>

      {categories.data ? (
        <CategoryFilter basePath={pathname} categories={categories.data.categories} active={categoryId} />
      ) : null}

      <section aria-labelledby="catalogue-results" aria-busy={indicators.isFetching || undefined} className="mt-6">
        <h2 id="catalogue-results" className="sr-only">
          {list ? t('catalogue.count', { count: list.length }) : t('catalogue.loading')}
        </h2>
        {failed ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-6 text-center">
            {t('catalogue.error')}
          </p>
        ) : !list ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <IndicatorCardSkeletons count={6} />
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-lg border bg-muted/40 p-10 text-center">
            <p className="text-muted-foreground">{t('catalogue.empty')}</p>
            <Button asChild variant="outline">
              <Link to={pathname}>{t('catalogue.showAll')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((indicator, i) => (
              <li key={indicator.id}>
                <IndicatorCard indicator={indicator} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
