import Clock from 'lucide-react/icons/clock';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { RefundDto } from '#shared/contracts/refunds.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatUsd } from '#shared/money.ts';
import { useRetryRefund } from '../api/retry-refund.ts';

/**
 * A refund the payment provider did not answer: it is not done, the reconciler retries
 * it by itself, and "Retry now" asks again at once with the same idempotency key.
 */
export function PendingRefundNotice({ orderId, refund }: { orderId: number; refund: RefundDto }) {
  const { t } = useTranslation('admin-store');
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning bg-warning/10 p-4 text-sm"
      data-testid="refund-pending-notice"
    >
      <p className="flex items-start gap-2">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <span className="font-medium">{t('order.pendingNotice')}</span>{' '}
          <span className="text-muted-foreground">{formatUsd(refund.amount)}</span>
        </span>
      </p>
      <RetryRefundButton orderId={orderId} refundId={refund.id} />
    </div>
  );
}

function RetryRefundButton({ orderId, refundId }: { orderId: number; refundId: number }) {
  const { t } = useTranslation('admin-store');
  const retry = useRetryRefund();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      onClick={() => retry.mutate({ id: orderId, refundId })}
      data-testid="refund-retry"
    >
      <RotateCw aria-hidden />
      {retry.isPending ? t('order.retrying') : t('order.retryNow')}
    </Button>
  );
}
