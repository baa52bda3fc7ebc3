import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminPayoutDto } from '#shared/contracts/affiliates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { usePayoutAction } from '../../api/admin-payout-actions.ts';
import { formatUsd } from '#shared/money.ts';
import { TextActionDialog } from './text-action-dialog.tsx';

/** Mark paid (with the provider's reference) or reject (with a reason) one requested payout. */
export function PayoutActionDialog({ payout, kind }: { payout: AdminPayoutDto; kind: 'paid' | 'reject' }) {
  const { t } = useTranslation('admin-affiliates');
  const action = usePayoutAction(kind);
  const paid = kind === 'paid';
  return (
    <TextActionDialog
      id={`payout-${kind}-${payout.id}`}
      trigger={
        <Button size="sm" variant={paid ? 'default' : 'outline'}>
          {t(paid ? 'payouts.markPaid' : 'payouts.reject')}
        </Button>
      }
      texts={{
        title: t(paid ? 'payouts.paidTitle' : 'payouts.rejectTitle', { id: payout.id }),
        description: t(paid ? 'payouts.paidText' : 'payouts.rejectText', {
          amount: formatUsd(payout.amount),
          email: String(payout.payoutDetails.paypalEmail ?? payout.email),
        }),
        label: t(paid ? 'payouts.referenceLabel' : 'payouts.reasonLabel'),
        required: t(paid ? 'payouts.referenceRequired' : 'payouts.reasonRequired'),
        cancel: t('payouts.cancel'),
        confirm: t(paid ? 'payouts.confirmPaid' : 'payouts.confirmReject'),
        saving: t('payouts.saving'),
        failed: t('payouts.failed'),
      }}
      multiline={!paid}
      confirmVariant={paid ? 'default' : 'destructive'}
      busy={action.isPending}
      send={async (text) => {
        await action.mutateAsync({ id: payout.id, text });
        return t(paid ? 'payouts.paidToast' : 'payouts.rejectedToast', { id: payout.id });
      }}
    />
  );
}
