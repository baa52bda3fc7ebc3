import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminPayoutDto } from '#shared/contracts/affiliates.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { usePayoutAction } from '../../api/admin-payout-actions.ts';
import { formatUsd } from '#shared/money.ts';
import { fieldAria, FormField } from '../form-field.tsx';

/** Mark paid (with the provider's reference) or reject (with a reason) one requested payout. */
export function PayoutActionDialog({ payout, kind }: { payout: AdminPayoutDto; kind: 'paid' | 'reject' }) {
  const { t } = useTranslation('admin-affiliates');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const action = usePayoutAction(kind);
  const id = `payout-${kind}-${payout.id}`;
  const paid = kind === 'paid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t(paid ? 'payouts.referenceRequired' : 'payouts.reasonRequired'));
    try {
      await action.mutateAsync({ id: payout.id, text: text.trim() });
      toast.success(t(paid ? 'payouts.paidToast' : 'payouts.rejectedToast', { id: payout.id }));
      setOpen(false);
    } catch (e) {
      toast.error(errorText(t, e, t('payouts.failed')));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setText('');
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant={paid ? 'default' : 'outline'}>
          {t(paid ? 'payouts.markPaid' : 'payouts.reject')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(paid ? 'payouts.paidTitle' : 'payouts.rejectTitle', { id: payout.id })}</DialogTitle>
          <DialogDescription>
            {t(paid ? 'payouts.paidText' : 'payouts.rejectText', {
              amount: formatUsd(payout.amount),
              email: String(payout.payoutDetails.paypalEmail ?? payout.email),
            })}
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <FormField id={id} label={t(paid ? 'payouts.referenceLabel' : 'payouts.reasonLabel')} error={error}>
            {paid ? (
              <Input
                id={id}
                value={text}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => setText(e.target.value)}
                {...fieldAria(id, error)}
              />
            ) : (
              <Textarea
                id={id}
                value={text}
                maxLength={1000}
                rows={3}
                onChange={(e) => setText(e.target.value)}
                {...fieldAria(id, error)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('payouts.cancel')}
            </Button>
            <Button type="submit" variant={paid ? 'default' : 'destructive'} disabled={action.isPending}>
              {action.isPending ? t('payouts.saving') : t(paid ? 'payouts.confirmPaid' : 'payouts.confirmReject')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
