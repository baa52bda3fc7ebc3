import { useTranslation } from '#client/lib/use-translation.ts';
import type { OwnerLicenceEvent } from '#shared/contracts/licence-events.ts';
import { useLicenceEvents } from '../api/licence-events.ts';
import { formatShortDate } from './format-date.ts';

/** One event in a few words: "Activated on PC-1", "Freed PC-2 (not seen for 45 days)". */
function useEventText() {
  const { t } = useTranslation('store');
  return (event: OwnerLicenceEvent) => {
    const machine = event.machineName ?? event.machineId ?? '';
    const { facts } = event;
    switch (event.type) {
      case 'freed':
        if (facts.reason === 'inactive' && facts.days)
          return t('licenceHistory.event.freedInactive', { machine, days: facts.days });
        return event.actor === 'admin'
          ? t('licenceHistory.event.freedBySupport', { machine })
          : t('licenceHistory.event.freed', { machine });
      case 'reset_confirmed':
        return event.actor === 'admin'
          ? t('licenceHistory.event.resetBySupport')
          : t('licenceHistory.event.reset_confirmed');
      case 'limit_changed':
        return t('licenceHistory.event.limit_changed', { from: facts.from ?? '?', to: facts.to ?? '?' });
      case 'transfer_code_wrong':
        return t('licenceHistory.event.transfer_code_wrong', { machine, left: facts.attemptsLeft ?? 0 });
      case 'transfer_confirmed':
        return t('licenceHistory.event.transfer_confirmed', { machine, freed: facts.freedMachineId ?? '?' });
      default:
        return t(`licenceHistory.event.${event.type}`, { machine });
    }
  };
}

/** The offline lease an answer gave: "works offline until 21 Dec". */
function LeaseNote({ leaseUntil }: { leaseUntil: string | undefined }) {
  const { t, i18n } = useTranslation('store');
  if (!leaseUntil) return null;
  return (
    <span className="text-muted-foreground" data-testid="licence-history-lease">
      · {t('licenceHistory.leaseUntil', { date: formatShortDate(leaseUntil, i18n.language) })}
    </span>
  );
}

/** The events, fetched when the owner opens the history (loaded with it, DESIGN JS budget). */
export default function HistoryList({ licenceId }: { licenceId: number }) {
  const { t, i18n } = useTranslation('store');
  const query = useLicenceEvents(licenceId, true);
  const text = useEventText();
  if (query.isError)
    return (
      <p className="text-sm text-muted-foreground" role="alert">
        {t('licenceHistory.loadError')}{' '}
        <button
          type="button"
          className="text-primary underline underline-offset-2"
          onClick={() => void query.refetch()}
        >
          {t('licenceHistory.retry')}
        </button>
      </p>
    );
  if (!query.data) return <p className="text-sm text-muted-foreground">{t('licenceHistory.loading')}</p>;
  if (query.data.events.length === 0)
    return <p className="text-sm text-muted-foreground">{t('licenceHistory.empty')}</p>;
  return (
    <ol className="space-y-1 text-sm" data-testid="licence-history">
      {query.data.events.map((event) => (
        <li key={event.id} className="flex flex-wrap gap-x-1">
          <span>{text(event)}</span>
          <span className="text-muted-foreground">· {formatShortDate(event.createdAt, i18n.language)}</span>
          <LeaseNote leaseUntil={event.facts.leaseUntil} />
        </li>
      ))}
    </ol>
  );
}
