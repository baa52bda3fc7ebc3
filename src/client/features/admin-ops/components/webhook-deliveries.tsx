import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import { formatDayTimeUtc } from '#shared/intl-formats.ts';
import { useRedeliver, useWebhookDeliveries } from '../api/ops.ts';

/** One webhook's deliveries, newest first: status, attempts, response code, duration; send again. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { t, i18n } = useTranslation('admin-ops');
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(webhookId, page);
  const redeliver = useRedeliver();
  if (query.isError) return <p className="text-sm text-destructive">{t('common.loadError')}</p>;
  if (!query.data) return <p className="text-sm text-muted-foreground">…</p>;
  const { deliveries, total, pageSize } = query.data;
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">{t('webhooks.noDeliveries')}</p>;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-3" data-testid="webhook-deliveries">
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('webhooks.columns.event')}</TableHead>
              <TableHead>{t('webhooks.columns.status')}</TableHead>
              <TableHead className="text-right">{t('webhooks.columns.attempts')}</TableHead>
              <TableHead className="text-right">{t('webhooks.columns.response')}</TableHead>
              <TableHead className="text-right">{t('webhooks.columns.duration')}</TableHead>
              <TableHead>{t('webhooks.columns.at')}</TableHead>
              <TableHead className="text-right">{t('webhooks.columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {deliveries.map((d) => (
              <TableRow key={d.id} data-testid="webhook-delivery-row">
                <TableCell className="font-mono text-xs">{d.eventType}</TableCell>
                <TableCell>
                  <Badge
                    variant={d.status === 'failed' ? 'destructive' : d.status === 'succeeded' ? 'success' : 'secondary'}
                  >
                    {t(`webhooks.status.${d.status}`)}
                  </Badge>
                  {d.error && <p className="mt-1 max-w-64 truncate text-xs text-muted-foreground">{d.error}</p>}
                </TableCell>
                <TableCell className="text-right tabular-nums">{d.attempts}</TableCell>
                <TableCell className="text-right tabular-nums">{d.responseCode ?? '—'}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {d.durationMs === null ? '—' : t('webhooks.ms', { ms: d.durationMs })}
                </TableCell>
                <TableCell className="text-sm whitespace-nowrap text-muted-foreground">
                  {formatDayTimeUtc(d.createdAt, i18n.language)}
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={redeliver.isPending || d.status === 'pending'}
                    onClick={() =>
                      redeliver.mutate(d.id, {
                        onSuccess: () => toast.success(t('webhooks.redelivered')),
                        onError: (error) => toast.error(errorText(t, error, t('webhooks.redeliverFailed'))),
                      })
                    }
                  >
                    <RotateCcw aria-hidden />
                    {t('webhooks.redeliver')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Pager
        page={page}
        totalPages={totalPages}
        onPage={setPage}
        labels={pagerLabels((key, values) => t(`common.pagination.${key}`, values), page, totalPages)}
      />
    </div>
  );
}
