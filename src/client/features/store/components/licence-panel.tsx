import KeyRound from 'lucide-react/icons/key-round';
import Laptop from 'lucide-react/icons/laptop';
import Loader2 from 'lucide-react/icons/loader-circle';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { ActivationDto, OrderLicenceDto } from '#shared/contracts/store.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { onDemand } from '#client/lib/first-load/on-demand-widget.tsx';
import { toast } from '#client/lib/first-load/index.ts';
import { useFreeMachine } from '../api/free-machine.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { LicenceHistory } from './licence-history.tsx';
import { MachineReset } from './machine-reset.tsx';
import { OfflineLicenceButton } from './offline-licence-button.tsx';

// The updates window and its renewal (with the cart's code) load only for a licence that has a window.
const LicenceUpdates = lazy(() => import('./licence-updates.tsx'));

// The confirmation loads on the first hover, focus or click of its button (DESIGN JS budget).
const FreeMachineDialog = onDemand(() => import('./free-machine-dialog.tsx'));

function MachineRow({
  licenceId,
  licenceKey,
  activation,
}: {
  licenceId: number;
  licenceKey: string;
  activation: ActivationDto;
}) {
  const { t, i18n } = useTranslation('store');
  const free = useFreeMachine();
  const machine = activation.machineName ?? activation.machineId;
  const onConfirm = () =>
    free.mutate(
      { licenceId, machineId: activation.machineId },
      {
        onSuccess: () => toast.success(t('toast.machineFreed')),
        onError: (error) => toast.error(errorText(t, error, t('toast.freeFailed'))),
      },
    );
  const deactivate = (opener?: ComponentProps<typeof Button>) => (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:text-destructive"
      disabled={free.isPending}
      aria-label={t('licence.deactivateMachine', { machine })}
      aria-haspopup="dialog"
      {...opener}
    >
      {free.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <X aria-hidden />}
      {t('licence.deactivate')}
    </Button>
  );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="machine">
      <div className="flex min-w-0 items-center gap-2">
        <Laptop className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span className="truncate">{machine}</span>
            {activation.overLimit ? (
              <Badge variant="warning" data-testid="over-limit">
                {t('licence.overLimit')}
              </Badge>
            ) : null}
          </p>
          {activation.overLimit ? <p className="text-xs text-warning">{t('licence.overLimitText')}</p> : null}
          <p className="text-xs text-muted-foreground">
            {activation.machineName ? <span className="font-mono">{activation.machineId} · </span> : null}
            {t('licence.activatedOn', { date: formatDay(activation.activatedAt, i18n.language) })}
            {' · '}
            <span data-testid="last-seen">
              {t('licence.lastSeen', { date: formatDay(activation.lastSeenAt, i18n.language) })}
            </span>
          </p>
        </div>
      </div>
      <OfflineLicenceButton licenceKey={licenceKey} machineId={activation.machineId} machine={machine} />
      <FreeMachineDialog
        trigger={deactivate()}
        placeholder={(opener) => deactivate(opener)}
        title={t('licence.confirmTitle', { machine })}
        description={t('licence.confirmText')}
        cancelLabel={t('licence.cancel')}
        confirmLabel={t('licence.confirm')}
        onConfirm={onConfirm}
      />
    </li>
  );
}

/** An item's licence: the key with a copy button, and the machines it is active on (each can be freed). */
export function LicencePanel({
  licence,
  itemName,
  disputed = false,
}: {
  licence: OrderLicenceDto;
  itemName: string;
  /** The order's payment is disputed: a suspended key says why. */
  disputed?: boolean;
}) {
  const { t } = useTranslation('store');
  const revoked = licence.status === 'revoked';
  const suspended = licence.status === 'suspended';
  return (
    <div className="mt-3 rounded-md border bg-muted/40 p-3" data-testid="licence">
      <div className="flex flex-wrap items-center gap-2">
        <KeyRound className="size-4 text-primary" aria-hidden />
        <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('licence.key')}</span>
        {revoked ? <Badge variant="destructive">{t('licence.revoked')}</Badge> : null}
        {suspended ? <Badge variant="warning">{t('licence.suspended')}</Badge> : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          className={`rounded bg-background px-2 py-1 font-mono text-sm tracking-wider sm:text-base ${revoked ? 'line-through opacity-70' : ''}`}
          data-testid="licence-key"
        >
          {licence.key}
        </code>
        {revoked ? null : (
          <CopyButton
            value={licence.key}
            label={t('licence.copyKey', { name: itemName })}
            texts={{ copy: t('licence.copy'), copied: t('licence.copied'), failed: t('toast.copyFailed') }}
            size="sm"
            data-testid="copy-key"
          />
        )}
      </div>
      {revoked || !licence.updatesUntil ? null : (
        <Suspense fallback={null}>
          <LicenceUpdates licence={licence} />
        </Suspense>
      )}
      {revoked ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('licence.revokedText')}</p>
      ) : (
        <div className="mt-3">
          {suspended ? (
            <p className="mb-2 text-sm text-muted-foreground" data-testid="licence-suspended-text">
              {disputed ? t('licence.disputedText') : t('licence.suspendedText')}
            </p>
          ) : null}
          <p className="text-sm font-medium" data-testid="machine-count">
            {t('licence.machines', { used: licence.activations.length, limit: licence.machineLimit })}
          </p>
          {licence.activations.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t('licence.noMachines')}{' '}
              <Link to="/docs#activation" className="text-primary underline underline-offset-2">
                {t('licence.howTo')}
              </Link>
            </p>
          ) : (
            <ul className="divide-y">
              {licence.activations.map((activation) => (
                <MachineRow
                  key={activation.machineId}
                  licenceId={licence.id}
                  licenceKey={licence.key}
                  activation={activation}
                />
              ))}
            </ul>
          )}
          <MachineReset licence={licence} itemName={itemName} />
        </div>
      )}
      <LicenceHistory licenceId={licence.id} />
    </div>
  );
}
