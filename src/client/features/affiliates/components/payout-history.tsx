import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { PayoutDto, PayoutsResponse } from '#shared/contracts/affiliates.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';
import { usePayouts } from '../api/list-payouts.ts';
import { formatDayOrNull } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { PayoutStatusBadge } from './status-badges.tsx';

/** The affiliate's own payouts with their status, reference or rejection reason. */
export function PayoutHistory({ initial }: { initial?: PayoutsResponse }) {
  const { t, i18n } = useTranslation('affiliate');
  const [page, setPage] = useState(1);
  const query = usePayouts(page, page === 1 ? initial : undefined);
  const data = query.data;
  const outcome = (p: PayoutDto) =>
    p.reference
      ? t('payouts.reference', { reference: p.reference })
      : p.reason
        ? t('payouts.reason', { reason: p.reason })
        : null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('payouts.historyTitle')}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isError && !data ? (
          <p role="alert" className="text-destructive">
            {t('payouts.historyError')}
          </p>
        ) : !data ? (
          <Skeleton className="h-24" />
        ) : data.payouts.length === 0 ? (
          <p className="text-muted-foreground">{t('payouts.historyEmpty')}</p>
        ) : (
          <Table data-testid="payout-history">
            <TableHeader>
              <TableRow>
                <TableHead>{t('payouts.date')}</TableHead>
                <TableHead className="text-right">{t('payouts.amountColumn')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('payouts.methodColumn')}</TableHead>
                <TableHead>{t('payouts.status')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('payouts.details')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.payouts.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <div className="whitespace-nowrap">{formatDayOrNull(p.createdAt, i18n.language)}</div>
                    {/* Phones drop the method and details columns; the outcome goes here instead. */}
                    <div className="text-xs text-muted-foreground sm:hidden">{outcome(p)}</div>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatUsd(p.amount)}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {p.payoutMethod === 'paypal' ? t('payouts.paypal') : p.payoutMethod}
                  </TableCell>
                  <TableCell>
                    <PayoutStatusBadge status={p.status} label={t(`status.${p.status}`)} />
                  </TableCell>
                  <TableCell className="hidden min-w-48 text-sm text-muted-foreground sm:table-cell">
                    {outcome(p) ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && (
          <Pager
            page={page}
            totalPages={data.pagination.totalPages}
            onPage={setPage}
            labels={pagerLabels((key, values) => t(`pagination.${key}`, values), page, data.pagination.totalPages)}
            live
          />
        )}
      </CardContent>
    </Card>
  );
}
