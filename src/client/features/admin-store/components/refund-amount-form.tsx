import Undo2 from 'lucide-react/icons/undo-2';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminOrderDetail } from '#shared/contracts/admin-orders.ts';
import { centsToDollars } from '#shared/contracts/store.constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { formatUsd } from '#shared/money.ts';
import { parseRefundAmount, type RefundAmountProblem } from '../refund-amount.ts';

const PROBLEM_KEYS = {
  required: 'order.refundAmount.required',
  invalid: 'order.refundAmount.invalid',
  decimals: 'order.refundAmount.decimals',
  positive: 'order.refundAmount.positive',
  tooHigh: 'order.refundAmount.tooHigh',
} as const satisfies Record<RefundAmountProblem, string>;

/**
 * Money back without choosing items: the admin types an amount (at most what remains), confirms,
 * and it goes back through the payment provider; the licence keys stay active unless the amount is
 * the whole remainder. The server works out the affiliate's share and the credit note from it.
 */
export function RefundAmountForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-store');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<RefundAmountProblem>();
  const [confirmCents, setConfirmCents] = useState<number>();
  const refund = useRefundOrder();
  const max = formatUsd(order.refundableAmount);
  const error = problem ? t(PROBLEM_KEYS[problem], { max }) : undefined;
  const id = 'refund-amount';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRefundAmount(text, order.refundableAmount);
    setProblem(parsed.problem);
    if (parsed.cents !== undefined) setConfirmCents(parsed.cents);
  };
  const confirm = () => {
    if (confirmCents === undefined) return;
    refund.mutate(
      { id: order.id, amount: centsToDollars(confirmCents) },
      {
        onSuccess: () => setText(''),
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'refund_amount_too_high') setProblem('tooHigh');
        },
      },
    );
    setConfirmCents(undefined);
  };
  const amount = confirmCents === undefined ? '' : formatUsd(centsToDollars(confirmCents));
  const whole = confirmCents !== undefined && centsToDollars(confirmCents) === order.refundableAmount;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-testid="refund-amount-form">
      <FormField
        id={id}
        label={t('order.refundAmount.label')}
        error={error}
        hint={t('order.refundAmount.hint', { max })}
      >
        <div className="flex gap-2">
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            className="w-32"
            value={text}
            onChange={(e) => setText(e.target.value)}
            {...fieldAria(id, { error, hint: true })}
          />
          <Button type="submit" variant="outline" disabled={refund.isPending}>
            <Undo2 aria-hidden />
            {t('order.refundAmount.submit')}
          </Button>
        </div>
      </FormField>
      <ConfirmDialog
        open={confirmCents !== undefined}
        onOpenChange={(open) => !open && setConfirmCents(undefined)}
        title={t('order.refundAmount.confirmTitle', { amount, id: order.id })}
        description={t(whole ? 'order.refundAmount.confirmTextWhole' : 'order.refundAmount.confirmText', {
          amount,
          email: order.customer.email,
        })}
        cancelLabel={t('order.cancel')}
        confirmLabel={t('order.refundConfirm', { amount })}
        onConfirm={confirm}
      />
    </form>
  );
}
