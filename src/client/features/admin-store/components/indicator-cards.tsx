import { useTranslation } from '#client/lib/use-translation.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatUsd } from '#shared/money.ts';
import {
  CategoryBadges,
  NameAndPreview,
  PLACEHOLDER_ROWS,
  RowActions,
  StatusToggle,
  type IndicatorListProps,
} from './indicator-parts.tsx';

/** The table's rows as cards on phones, where five columns would hide the toggle and actions. */
export function IndicatorCards({ indicators, onToggle, onEdit, onDelete }: IndicatorListProps) {
  const { t } = useTranslation('admin-store');
  if (!indicators) {
    return (
      <ul className="flex flex-col gap-3" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-32 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (indicators.length === 0)
    return <p className="rounded-lg border py-10 text-center text-muted-foreground">{t('indicators.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('indicators.heading')}>
      {indicators.map((indicator) => (
        <li
          key={indicator.id}
          className="flex flex-col gap-3 rounded-lg border bg-card p-4"
          data-testid="indicator-card"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <NameAndPreview indicator={indicator} />
            </div>
            <span className="whitespace-nowrap font-medium tabular-nums">{formatUsd(indicator.price)}</span>
          </div>
          <CategoryBadges indicator={indicator} />
          <div className="flex items-center justify-between gap-3">
            <StatusToggle indicator={indicator} onToggle={onToggle} />
            <RowActions indicator={indicator} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
