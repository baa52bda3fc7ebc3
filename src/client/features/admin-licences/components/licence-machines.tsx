import X from 'lucide-react/icons/x';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminLicenceDetail } from '#shared/contracts/licence-admin.ts';
import { ConfirmIconButton } from '#client/components/ui/confirm-icon-button.tsx';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';
import type { useLicenceAction } from '../api/licence.ts';

/** The licence's machines with first and last seen; each can be freed. */
export function LicenceMachines({
  licence,
  action,
}: {
  licence: AdminLicenceDetail;
  action: ReturnType<typeof useLicenceAction>;
}) {
  const { t } = useTranslation('admin-licences');
  return (
    <section className="flex flex-col gap-2" aria-labelledby="machines-title">
      <h2 id="machines-title" className="text-lg font-semibold">
        {t('machines.title', { used: licence.machines.length, limit: licence.machineLimit })}
      </h2>
      {licence.machines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('machines.none')}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {licence.machines.map((m) => {
            const machine = m.machineName ?? m.machineId;
            return (
              <li
                key={m.machineId}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
                data-testid="admin-machine"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{machine}</p>
                  <p className="font-mono text-xs text-muted-foreground break-all">{m.machineId}</p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
                    <dt>{t('machines.column.firstSeen')}</dt>
                    <dd>
                      <LocalDateTime iso={m.activatedAt} />
                    </dd>
                    <dt>{t('machines.column.lastSeen')}</dt>
                    <dd>
                      <LocalDateTime iso={m.lastSeenAt} />
                    </dd>
                  </dl>
                </div>
                <ConfirmIconButton
                  icon={X}
                  label={t('machines.freeLabel', { machine })}
                  text={t('machines.free')}
                  disabled={action.isPending}
                  title={t('machines.freeTitle', { machine })}
                  description={t('machines.freeText')}
                  cancelLabel={t('actions.cancel')}
                  confirmLabel={t('machines.free')}
                  onConfirm={() => action.mutate({ kind: 'free', machineId: m.machineId, machine })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
