import { useTranslation } from '#client/lib/use-translation.ts';
import { useNavigation } from 'react-router';
import { getAdminAnalytics } from '#shared/contracts/admin-analytics.endpoints.ts';
import { AnalyticsDashboard } from '#client/features/admin-analytics/components/analytics-dashboard.tsx';
import { AnalyticsForm } from '#client/features/admin-analytics/components/analytics-form.tsx';
import { parseAnalyticsFilter } from '#client/features/admin-analytics/filter.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import type { Route } from './+types/analytics';

export const handle = { i18n: ['admin', 'admin-analytics'] };

/** The range and interval come from the URL; a refused range (reversed, over 5 years) shows its message above the form. */
export const loader = adminLoader(async ({ context, request }: Route.LoaderArgs) => {
  const filter = parseAnalyticsFilter(new URL(request.url).searchParams);
  const result = await context.api(getAdminAnalytics, filter);
  const t = serverT(context.lang, 'admin-analytics');
  return {
    title: t('meta.title'),
    filter,
    analytics: result.ok ? result.data : null,
    errorCode: result.ok ? null : result.error.code,
  };
});

export const meta: Route.MetaFunction = adminMeta;

/** /admin/analytics: the owner's numbers over a chosen range, beside the period before it. */
export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-analytics');
  const { t: common } = useTranslation('common');
  const loading = useNavigation().state === 'loading';
  const { filter, analytics, errorCode } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>
      <AnalyticsForm
        filter={filter}
        serverProblem={errorCode ? common(`errorCodes.${errorCode}`, { defaultValue: t('loadError') }) : null}
      />
      <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : undefined}>
        {analytics ? <AnalyticsDashboard data={analytics} /> : errorCode ? null : <p>{t('loadError')}</p>}
      </div>
    </div>
  );
}
