import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminPayoutDto } from '#shared/contracts/affiliates.ts';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { formatDayOrNull } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { PayoutStatusBadge } from '../status-badges.tsx';
import { PayoutActionDialog } from './payout-action-dialog.tsx';

interface Selection {
  selected: ReadonlySet<number>;
  onSelect(ids: number[], selected: boolean): void;
}

/** Requested payouts not yet in a PayPal batch can be ticked for one. */
const batchable = (p: AdminPayoutDto) => p.status === 'requested' && p.batchId === null;

export function PayoutsTable({ payouts, selection }: { payouts: AdminPayoutDto[]; selection?: Selection }) {
  const { t, i18n } = useTranslation(['admin-affiliates', 'commissions']);
  const date = (iso: string | null) => formatDayOrNull(iso, i18n.language);
  const ids = payouts.filter(batchable).map((p) => p.id);
  const count = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const all = count > 0 && count === ids.length ? true : count > 0 ? 'indeterminate' : false;
  return (
    <Table data-testid="admin-payouts-table">
      <TableHeader>
        <TableRow>
          {selection && (
            <TableHead className="w-10">
              <Checkbox
                checked={all}
                disabled={ids.length === 0}
                onCheckedChange={() => selection.onSelect(ids, all !== true)}
                aria-label={t('commissions:batches.selectAll')}
              />
            </TableHead>
          )}
          <TableHead>{t('payouts.requestedAt')}</TableHead>
          <TableHead>{t('payouts.affiliate')}</TableHead>
          <TableHead className="text-right">{t('payouts.amount')}</TableHead>
          <TableHead>{t('payouts.method')}</TableHead>
          <TableHead>{t('payouts.status')}</TableHead>
          <TableHead>{t('payouts.outcome')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payouts.map((p) => (
          <TableRow key={p.id} data-testid={`payout-row-${p.id}`}>
            {selection && (
              <TableCell>
                {batchable(p) && (
                  <Checkbox
                    checked={selection.selected.has(p.id)}
                    onCheckedChange={(on) => selection.onSelect([p.id], on === true)}
                    aria-label={t('commissions:batches.selectRow', { id: p.id })}
                  />
                )}
              </TableCell>
            )}
            <TableCell className="whitespace-nowrap">
              <div>{date(p.createdAt)}</div>
              <div className="text-xs text-muted-foreground">#{p.id}</div>
              {p.batchId !== null && (
                <div className="text-xs text-muted-foreground">
                  {t('commissions:batches.inBatch', { id: p.batchId })}
                </div>
              )}
            </TableCell>
            <TableCell className="min-w-48">
              <div className="font-medium">{p.displayName}</div>
              <div className="text-xs text-muted-foreground">{p.email}</div>
              <div className="font-mono text-xs">{p.affiliateCode}</div>
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatUsd(p.amount)}</TableCell>
            <TableCell className="text-sm">
              <div>{p.payoutMethod === 'paypal' ? t('payouts.paypal') : p.payoutMethod}</div>
              {typeof p.payoutDetails.paypalEmail === 'string' && (
                <div className="text-xs text-muted-foreground">{p.payoutDetails.paypalEmail}</div>
              )}
            </TableCell>
            <TableCell>
              <PayoutStatusBadge status={p.status} label={t(`payouts.${p.status}`)} />
            </TableCell>
            <TableCell className="min-w-56">
              {p.status === 'requested' ? (
                <div className="flex flex-wrap gap-2">
                  <PayoutActionDialog payout={p} kind="paid" />
                  <PayoutActionDialog payout={p} kind="reject" />
                </div>
              ) : (
                <div className="text-sm">
                  <div className="text-muted-foreground">{date(p.processedAt)}</div>
                  <div>
                    {p.reference
                      ? t('payouts.reference', { reference: p.reference })
                      : p.reason
                        ? t('payouts.reason', { reason: p.reason })
                        : null}
                  </div>
                </div>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
