import { useTranslation } from '#client/lib/use-translation.ts';
import type { PayoutBatchDto } from '#shared/contracts/affiliate-commissions.ts';
import { payoutBatchCsv } from '#shared/contracts/affiliate-commissions.endpoints.ts';
import { endpointUrl } from '#shared/contracts/endpoint.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { LoadError, RowSkeletons } from '#client/components/ui/list-states.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useBatchAction, usePayoutBatches } from '../../api/admin-commissions.ts';
import { formatDayOrNull } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { CommissionStatusBadge } from '../commission-badges.tsx';
import { TextActionDialog } from './text-action-dialog.tsx';

/** PayPal mass payment batches: download the CSV, then mark the batch paid. */
export function PayoutBatchesPanel() {
  const { t, i18n } = useTranslation('commissions');
  const query = usePayoutBatches();
  const data = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('batches.title')}</CardTitle>
        <CardDescription>{t('batches.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          data.batches.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('batches.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y" data-testid="payout-batches">
              {data.batches.map((b) => (
                <li key={b.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-col gap-1">
                    <div className="flex items-center gap-2">
                      <span className="font-medium">{t('batches.batch', { id: b.id })}</span>
                      {b.paidAt ? (
                        <CommissionStatusBadge status="paid" />
                      ) : (
                        <Badge variant="warning">{t('batches.open')}</Badge>
                      )}
                    </div>
                    <span className="text-sm text-muted-foreground">
                      {t('batches.summary', { count: b.payoutCount, total: formatUsd(b.total) })} ·{' '}
                      {b.paidAt
                        ? t('batches.paidAt', {
                            date: formatDayOrNull(b.paidAt, i18n.language),
                            reference: b.reference,
                          })
                        : t('batches.createdAt', { date: formatDayOrNull(b.createdAt, i18n.language) })}
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm" variant="outline">
                      <a href={endpointUrl(payoutBatchCsv, { id: b.id })} download>
                        {t('batches.csv')}
                      </a>
                    </Button>
                    {!b.paidAt && <MarkBatchPaidDialog batch={b} />}
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : query.isError ? (
          <LoadError
            message={t('batches.loadError')}
            retryLabel={t('batches.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <RowSkeletons count={2} className="h-12" />
        )}
      </CardContent>
    </Card>
  );
}

function MarkBatchPaidDialog({ batch }: { batch: PayoutBatchDto }) {
  const { t } = useTranslation('commissions');
  const { markPaid } = useBatchAction();
  return (
    <TextActionDialog
      id={`batch-reference-${batch.id}`}
      trigger={<Button size="sm">{t('batches.markPaid')}</Button>}
      texts={{
        title: t('batches.paidTitle', { id: batch.id }),
        description: t('batches.paidText'),
        label: t('batches.referenceLabel'),
        required: t('batches.referenceRequired'),
        cancel: t('batches.cancel'),
        confirm: t('batches.confirm'),
        saving: t('batches.saving'),
        failed: t('batches.failed'),
      }}
      busy={markPaid.isPending}
      send={async (reference) => {
        await markPaid.mutateAsync({ id: batch.id, reference });
        return t('batches.paidDone', { id: batch.id });
      }}
    />
  );
}

/** The "Create PayPal batch" button for the ticked payouts. */
export function CreateBatchButton({ ids, onDone }: { ids: number[]; onDone(): void }) {
  const { t } = useTranslation('commissions');
  const { create } = useBatchAction();
  const run = async () => {
    try {
      const { batch } = await create.mutateAsync(ids);
      toast.success(t('batches.created', { id: batch.id }));
      onDone();
    } catch (e) {
      toast.error(errorText(t, e, t('batches.failed')));
    }
  };
  return (
    <Button size="sm" disabled={create.isPending} onClick={() => void run()}>
      {create.isPending ? t('batches.creating') : t('batches.create', { count: ids.length })}
    </Button>
  );
}
