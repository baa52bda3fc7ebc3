import { useTranslation } from '#client/lib/use-translation.ts';
import type { AnalyticsResponse, AnalyticsTotals } from '#shared/contracts/admin-analytics.ts';
import { cn } from '#client/lib/cn.ts';
import { change, formatCount, formatPercent, formatPointsChange } from '../format.ts';
import { formatCents } from '#shared/money.ts';

type Kind = 'money' | 'count' | 'ratio';
type KpiKey =
  | 'revenueCents'
  | 'orders'
  | 'averageOrderCents'
  | 'newCustomers'
  | 'refundRate'
  | 'disputeRate'
  | 'affiliateShare'
  | 'activations';
const KPIS: Array<{ key: KpiKey & keyof AnalyticsTotals; kind: Kind }> = [
  { key: 'revenueCents', kind: 'money' },
  { key: 'orders', kind: 'count' },
  { key: 'averageOrderCents', kind: 'money' },
  { key: 'newCustomers', kind: 'count' },
  { key: 'refundRate', kind: 'ratio' },
  { key: 'disputeRate', kind: 'ratio' },
  { key: 'affiliateShare', kind: 'ratio' },
  { key: 'activations', kind: 'count' },
];

/** A figure's change in percent, signed ("+12.5 %"), or null when there was nothing before. */
function changeText(ratio: number | null, lang: string) {
  return ratio === null ? null : `${ratio >= 0 ? '+' : ''}${formatPercent(ratio, lang)}`;
}

/** The period's totals, each with the previous period's figure and the change. */
export function KpiCards({ data }: { data: AnalyticsResponse }) {
  const { t, i18n } = useTranslation('admin-analytics');
  const lang = i18n.language;
  const show = (kind: Kind, value: number) =>
    kind === 'money' ? formatCents(value) : kind === 'ratio' ? formatPercent(value, lang) : formatCount(value, lang);
  const imported = data.current.totals.importedOrders;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {KPIS.map(({ key, kind }) => {
          const now = data.current.totals[key];
          const before = data.previous.totals[key];
          // A rate's change is in percentage points (10 % → 12.1 %: +2.1 pts), a figure's in percent.
          const delta =
            kind === 'ratio'
              ? before === now && before === 0
                ? null
                : t('kpi.points', { value: formatPointsChange(now, before, lang) })
              : changeText(change(now, before), lang);
          const up = now >= before;
          return (
            <div
              key={key}
              className="flex min-w-0 flex-col gap-1 rounded-lg border bg-card p-3 [overflow-wrap:anywhere]"
            >
              <dt className="text-xs font-medium text-muted-foreground">{t(`kpi.${key}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums">{show(kind, now)}</dd>
              <dd className="text-xs text-muted-foreground">
                {t('kpi.previous', { value: show(kind, before) })}
                {delta === null ? null : (
                  <span
                    className={cn(
                      'ml-1 font-medium',
                      up ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive',
                    )}
                    data-testid={`kpi-change-${key}`}
                  >
                    ({delta})
                  </span>
                )}
              </dd>
            </div>
          );
        })}
        <div className="flex min-w-0 flex-col gap-1 rounded-lg border bg-card p-3 [overflow-wrap:anywhere]">
          <dt className="text-xs font-medium text-muted-foreground">{t('kpi.openSuggestions')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatCount(data.open.suggestions, lang)}</dd>
        </div>
        <div className="flex min-w-0 flex-col gap-1 rounded-lg border bg-card p-3 [overflow-wrap:anywhere]">
          <dt className="text-xs font-medium text-muted-foreground">{t('kpi.openSupport')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatCount(data.open.supportMessages, lang)}</dd>
        </div>
      </dl>
      {imported > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="imported-orders">
          {t('kpi.imported', { count: imported })}
        </p>
      ) : null}
    </>
  );
}
