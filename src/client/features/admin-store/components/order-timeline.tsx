import { useTranslation } from '#client/lib/use-translation.ts';
import type { OrderTimelineEntry } from '#shared/contracts/refunds.ts';
import { formatDayTimeUtc } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The order's history, oldest first: placed, paid, each refund, each dispute step, each e-mail. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  const { t, i18n } = useTranslation('admin-store');
  return (
    <ol className="flex flex-col gap-3 border-l pl-4" data-testid="order-timeline">
      {entries.map((entry, index) => {
        const amount = typeof entry.details.amount === 'number' ? formatUsd(entry.details.amount) : '';
        const source = text(entry.details.source);
        return (
          <li key={`${entry.type}-${entry.at}-${index}`} className="relative flex flex-col text-sm">
            <span className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-primary" aria-hidden />
            <span className="font-medium">
              {t(`timeline.${entry.type}`, {
                amount,
                kind: text(entry.details.kind),
                to: text(entry.details.to),
                reason: text(entry.details.reason),
              })}
            </span>
            {source && source !== 'admin' && (
              <span className="text-muted-foreground">
                {t(`timeline.source.${source === 'dispute' ? 'dispute' : 'provider'}`)}
              </span>
            )}
            <time dateTime={entry.at} className="text-muted-foreground">
              {formatDayTimeUtc(entry.at, i18n.language)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
