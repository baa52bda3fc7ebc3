import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminLicenceEvent } from '#shared/contracts/licence-admin.ts';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';

/** The details' facts as `key: value` pairs (they are numbers, ids and reasons, not prose). */
const facts = (details: AdminLicenceEvent['details']) =>
  details
    ? Object.entries(details)
        .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
        .join(' · ')
    : '';

/** The full audit trail, newest first: what, when, on which machine, by whom and from where. */
export function LicenceEvents({ events }: { events: AdminLicenceEvent[] }) {
  const { t } = useTranslation('admin-licences');
  return (
    <section className="flex flex-col gap-2" aria-labelledby="events-title">
      <h2 id="events-title" className="text-lg font-semibold">
        {t('events.title')}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('events.none')}</p>
      ) : (
        <ol className="divide-y rounded-lg border" data-testid="licence-events">
          {events.map((e) => (
            <li key={e.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[12rem_1fr]">
              <LocalDateTime iso={e.createdAt} className="text-muted-foreground" />
              <div className="min-w-0">
                <p>
                  <span className="font-medium" data-testid="event-type">
                    {t(`events.type.${e.type}`)}
                  </span>
                  {e.machineId ? <span className="font-mono text-xs break-all"> · {e.machineId}</span> : null}
                </p>
                <p className="text-xs text-muted-foreground break-all">
                  {t(`events.actor.${e.actor}`)}
                  {e.actorEmail ? ` (${e.actorEmail})` : ''}
                  {e.ip ? ` · ${t('events.column.ip')} ${e.ip}` : ''}
                  {e.details ? ` · ${facts(e.details)}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
