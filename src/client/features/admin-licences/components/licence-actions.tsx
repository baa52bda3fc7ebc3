import Ban from 'lucide-react/icons/ban';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { MACHINE_LIMIT_MAX, type AdminLicenceDetail } from '#shared/contracts/licence-admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmActionButton, type ConfirmActionProps } from '#client/components/ui/confirm-action-button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { useLicenceAction } from '../api/licence.ts';

type Action = ReturnType<typeof useLicenceAction>;

/** Suspend / reinstate / revoke / reset all: each that cannot be taken back asks first. */
export function LicenceActions({ licence, action }: { licence: AdminLicenceDetail; action: Action }) {
  const { t } = useTranslation('admin-licences');
  const busy = action.isPending;
  if (licence.status === 'revoked')
    return (
      <p className="text-sm text-muted-foreground" data-testid="revoked-final">
        {t('actions.revokedFinal')}
      </p>
    );
  const confirm = (props: Omit<ConfirmActionProps, 'cancelLabel' | 'disabled'>) => (
    <ConfirmActionButton {...props} cancelLabel={t('actions.cancel')} disabled={busy} />
  );
  return (
    <div className="flex flex-wrap gap-2">
      {licence.status === 'suspended' ? (
        <Button size="sm" disabled={busy} onClick={() => action.mutate({ kind: 'status', status: 'active' })}>
          <Play aria-hidden />
          {t('actions.reinstate')}
        </Button>
      ) : (
        confirm({
          label: t('actions.suspend'),
          icon: Pause,
          title: t('actions.suspendTitle', { key: licence.key }),
          text: t('actions.suspendText'),
          onConfirm: () => action.mutate({ kind: 'status', status: 'suspended' }),
        })
      )}
      {confirm({
        label: t('actions.resetAll'),
        icon: RotateCcw,
        title: t('actions.resetTitle', { key: licence.key }),
        text: t('actions.resetText'),
        onConfirm: () => action.mutate({ kind: 'reset' }),
      })}
      {confirm({
        label: t('actions.revoke'),
        icon: Ban,
        title: t('actions.revokeTitle', { key: licence.key }),
        text: t('actions.revokeText'),
        onConfirm: () => action.mutate({ kind: 'status', status: 'revoked' }),
        destructive: true,
      })}
    </div>
  );
}

/** One licence's machine limit (1–100); lowering it keeps the machines in use until they are freed. */
export function MachineLimitForm({ licence, action }: { licence: AdminLicenceDetail; action: Action }) {
  const { t } = useTranslation('admin-licences');
  const [value, setValue] = useState(String(licence.machineLimit));
  const number = Number(value);
  const valid = Number.isInteger(number) && number >= 1 && number <= MACHINE_LIMIT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) action.mutate({ kind: 'limit', machineLimit: number });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <Label htmlFor="machine-limit">{t('limit.label')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id="machine-limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={MACHINE_LIMIT_MAX}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={!valid}
          aria-describedby="machine-limit-hint"
          className="w-24"
          disabled={licence.status === 'revoked'}
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={!valid || action.isPending || licence.status === 'revoked' || number === licence.machineLimit}
        >
          {t('limit.save')}
        </Button>
      </div>
      <p id="machine-limit-hint" className="text-xs text-muted-foreground">
        {valid ? t('limit.hint') : <span className="text-destructive">{t('limit.invalid')}</span>}
      </p>
    </form>
  );
}
