import { useTranslation } from '#client/lib/use-translation.ts';
import { SUGGESTION_STATUSES } from '#shared/contracts/suggestions.constants.ts';
import type { SuggestionStats } from '#shared/contracts/suggestions.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** Total plus one card per canonical status (DECISIONS "Suggestions board"). */
export function StatCards({ stats }: { stats: SuggestionStats | undefined }) {
  const { t } = useTranslation('admin-suggestions');
  const cards = [
    { key: 'total', label: t('stats.total') },
    ...SUGGESTION_STATUSES.map((status) => ({ key: status, label: t(`status.${status}`) })),
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="suggestion-stats">
      {cards.map(({ key, label }) => (
        <Card key={key} className="flex flex-col gap-1 p-4" data-stat={key}>
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">
            {stats ? stats[key as keyof SuggestionStats] : <Skeleton className="h-8 w-10" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
