import { useMemo } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AnalyticsBucket, AnalyticsResponse } from '#shared/contracts/admin-analytics.ts';
import { formatBuckets, formatCount } from '../format.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { formatCents } from '#shared/money.ts';
import { KpiCards } from './kpi-cards.tsx';
import { TimeChart, type ChartSeries } from './time-chart.tsx';
import { TopIndicators } from './top-indicators.tsx';

/** The previous period's values beside the current buckets, by position (null where it has fewer). */
const aligned = (length: number, values: number[]) => Array.from({ length }, (_, i) => values[i] ?? null);

/** Everything on /admin/analytics below the form. */
export function AnalyticsDashboard({ data }: { data: AnalyticsResponse }) {
  const { t, i18n } = useTranslation('admin-analytics');
  const lang = i18n.language;
  const { current, previous, interval } = data;
  const charts = useMemo(() => {
    const labels = formatBuckets(
      current.buckets.map((b) => b.start),
      interval,
      lang,
    );
    const pair = (pick: (b: AnalyticsBucket) => number): ChartSeries[] => [
      { label: t('chart.current'), values: current.buckets.map(pick) },
      {
        label: t('chart.previous'),
        values: aligned(labels.length, previous.buckets.map(pick)),
        dashed: true,
      },
    ];
    return {
      labels,
      revenue: pair((b) => b.revenueCents),
      orders: pair((b) => b.orders),
      customers: pair((b) => b.newCustomers),
      activationLabels: formatBuckets(
        current.activations.map((a) => a.day),
        'day',
        lang,
      ),
      activations: [{ label: t('chart.current'), values: current.activations.map((a) => a.count) }],
    };
  }, [current, previous, interval, lang, t]);
  const number = useMemo(() => (n: number) => formatCount(n, lang), [lang]);

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground" data-testid="analytics-range">
        {t('range', {
          from: formatDay(data.current.from, lang),
          to: formatDay(data.current.to, lang),
          previousFrom: formatDay(data.previous.from, lang),
          previousTo: formatDay(data.previous.to, lang),
          timeZone: data.timeZone,
        })}
      </p>
      <KpiCards data={data} />
      <TimeChart title={t('chart.revenue')} labels={charts.labels} series={charts.revenue} format={formatCents} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TimeChart title={t('chart.orders')} labels={charts.labels} series={charts.orders} format={number} />
        <TimeChart title={t('chart.newCustomers')} labels={charts.labels} series={charts.customers} format={number} />
      </div>
      <TimeChart
        title={t('chart.activations')}
        labels={charts.activationLabels}
        series={charts.activations}
        format={number}
      />
      <TopIndicators top={data.topIndicators} />
    </div>
  );
}
