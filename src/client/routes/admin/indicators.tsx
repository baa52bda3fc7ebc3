import { useTranslation } from '#client/lib/use-translation.ts';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import { listAdminCategories, listAdminIndicators } from '#shared/contracts/admin-store.endpoints.ts';
import { lastThirtyDays } from '#shared/contracts/date-range.ts';
import { IndicatorManagement } from '#client/features/admin-store/components/indicator-management.tsx';
import { OverviewCards } from '#client/features/admin-store/components/overview-cards.tsx';
import { backToForm } from '#client/lib/form-fallback.server.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/indicators';

export const handle = { i18n: ['admin', 'admin-store', 'admin-analytics'] };

/** /admin and /admin/dashboard (DECISIONS "Admin area": both show indicator management). */
export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const [indicators, categories, analytics] = await Promise.all([
    context.api(listAdminIndicators, {}),
    context.api(listAdminCategories, undefined),
    context.api(getAdminAnalytics, { ...lastThirtyDays(), interval: 'day' }),
  ]);
  const t = serverT(context.lang, 'admin-store');
  // A failed call leaves the table to the browser's query (placeholder rows, then data or an error).
  return {
    title: t('meta.indicatorsTitle'),
    indicators: indicators.ok ? indicators.data : null,
    categories: categories.ok ? categories.data : null,
    summary: analytics.ok ? analytics.data.current.totals : null,
  };
});

/** A submit before hydration: back to the form (`lib/form-fallback.server.ts`). */
export function action({ request }: Route.ActionArgs) {
  return backToForm(request);
}

export const meta: Route.MetaFunction = adminMeta;

export default function AdminIndicatorsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-store');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('overview.title')}</h1>
        <p className="text-muted-foreground">{t('overview.subtitle')}</p>
      </header>
      <section aria-label={t('overview.label')}>
        <OverviewCards summary={loaderData.summary} />
      </section>
      <IndicatorManagement initialIndicators={loaderData.indicators} initialCategories={loaderData.categories} />
    </div>
  );
}
