import Loader2 from 'lucide-react/icons/loader-circle';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ComponentProps } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { OrderLicenceDto } from '#shared/contracts/store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { onDemand } from '#client/lib/first-load/on-demand-widget.tsx';
import { toast } from '#client/lib/first-load/index.ts';
import { useRequestLicenceReset } from '../api/licence-reset.ts';

// The same confirmation as freeing one machine, loaded on first use (DESIGN JS budget).
const ConfirmResetDialog = onDemand(() => import('./free-machine-dialog.tsx'));

/**
 * "Reset all machines" of a licence on /orders: asks for the e-mailed confirmation link, and
 * states the quota (per year, one a day, how many are left). Shown while machines are active.
 */
export function MachineReset({ licence, itemName }: { licence: OrderLicenceDto; itemName: string }) {
  const { t } = useTranslation('store');
  const request = useRequestLicenceReset();
  if (licence.status === 'revoked' || licence.activations.length === 0) return null;
  const blocked = !licence.resetAvailable;
  const onConfirm = () =>
    request.mutate(
      { licenceId: licence.id },
      {
        onSuccess: () => toast.success(t('machineReset.sent')),
        onError: (error) => toast.error(errorText(t, error, t('machineReset.failed'))),
      },
    );
  const button = (opener?: ComponentProps<typeof Button>) => (
    <Button
      variant="outline"
      size="sm"
      disabled={blocked || request.isPending}
      aria-label={t('machineReset.buttonLabel', { name: itemName })}
      aria-haspopup="dialog"
      data-testid="reset-machines"
      {...opener}
    >
      {request.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
      {t('machineReset.button')}
    </Button>
  );
  return (
    <div className="mt-3 flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium">{t('machineReset.title')}</p>
        <p className="text-muted-foreground">{t('machineReset.text')}</p>
        <p className="text-muted-foreground" data-testid="reset-quota">
          {t('machineReset.limit', { limit: licence.resetsPerYear, count: licence.resetsLeft })}
          {blocked ? ` ${licence.resetsLeft === 0 ? t('machineReset.noneLeft') : t('machineReset.tooSoon')}` : null}
        </p>
        {request.isSuccess ? (
          <p role="status" className="mt-1 font-medium text-primary">
            {t('machineReset.sent')}
          </p>
        ) : null}
      </div>
      {blocked ? (
        button()
      ) : (
        <ConfirmResetDialog
          trigger={button()}
          placeholder={(opener) => button(opener)}
          title={t('machineReset.confirmTitle')}
          description={t('machineReset.confirmText')}
          cancelLabel={t('licence.cancel')}
          confirmLabel={t('machineReset.confirm')}
          onConfirm={onConfirm}
        />
      )}
    </div>
  );
}
