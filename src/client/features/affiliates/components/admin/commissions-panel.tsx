import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import {
  ADMIN_COMMISSIONS_PAGE_SIZE,
  COMMISSION_STATUSES,
  type CommissionDecision,
  type CommissionStatus,
} from '#shared/contracts/affiliate-commissions.constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useRowSelection } from '#client/lib/use-row-selection.ts';
import { useAdminCommissions, useDecideCommissions } from '../../api/admin-commissions.ts';
import { formatDayOrNull } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { CommissionStatusBadge } from '../commission-badges.tsx';
import { PagedList } from './paged-list.tsx';
import { StatusFilter } from './status-filter.tsx';

/** The pending queue (oldest first) with approve early / decline, one by one or in bulk. */
export function CommissionsPanel() {
  const { t, i18n } = useTranslation('commissions');
  const [filter, setFilter] = useState<{ status: CommissionStatus | null; page: number }>({
    status: 'pending',
    page: 1,
  });
  const query = useAdminCommissions(filter);
  const decide = useDecideCommissions();
  const { selected, select, clear } = useRowSelection([filter.status, filter.page]);
  const data = query.data;
  const rows = data?.commissions ?? [];
  const pendingIds = rows.filter((c) => c.status === 'pending').map((c) => c.id);
  const count = pendingIds.filter((id) => selected.has(id)).length;
  const all = count > 0 && count === pendingIds.length ? true : count > 0 ? 'indeterminate' : false;
  const date = (iso: string | null) => formatDayOrNull(iso, i18n.language);

  const run = async (ids: number[], decision: CommissionDecision) => {
    try {
      const { decided } = await decide.mutateAsync({ ids, decision });
      toast.success(t('commissions.decided', { count: decided }));
      clear();
    } catch (e) {
      toast.error(errorText(t, e, t('commissions.failed')));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <StatusFilter
          id="commissions-status"
          label={t('commissions.filterLabel')}
          statuses={COMMISSION_STATUSES}
          statusLabel={(s) => t(`status.${s}`)}
          value={filter.status}
          onChange={(status) => setFilter({ status, page: 1 })}
          allLabel={t('commissions.all')}
        />
        {count > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={decide.isPending} onClick={() => void run([...selected], 'approved')}>
              {t('commissions.approve', { count })}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={decide.isPending}
              onClick={() => void run([...selected], 'declined')}
            >
              {t('commissions.decline', { count })}
            </Button>
          </div>
        )}
      </div>
      <PagedList
        query={query}
        isEmpty={(d) => d.commissions.length === 0}
        empty={t('commissions.empty')}
        page={filter.page}
        pageSize={ADMIN_COMMISSIONS_PAGE_SIZE}
        onPage={(page) => setFilter({ ...filter, page })}
        section="commissions:commissions"
        skeletons={{ count: 5, className: 'h-12' }}
      >
        {() => (
          <Table data-testid="admin-commissions-table">
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <Checkbox
                    checked={all}
                    disabled={pendingIds.length === 0}
                    onCheckedChange={() => select(pendingIds, all !== true)}
                    aria-label={t('commissions.selectAll')}
                  />
                </TableHead>
                <TableHead>{t('commissions.earnedAt')}</TableHead>
                <TableHead>{t('commissions.affiliate')}</TableHead>
                <TableHead className="text-right">{t('commissions.amount')}</TableHead>
                <TableHead>{t('commissions.status')}</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id} data-testid={`commission-row-${c.id}`}>
                  <TableCell>
                    {c.status === 'pending' && (
                      <Checkbox
                        checked={selected.has(c.id)}
                        onCheckedChange={(on) => select([c.id], on === true)}
                        aria-label={t('commissions.selectRow', { id: c.id })}
                      />
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <div>{date(c.createdAt)}</div>
                    {c.orderId !== null && (
                      <div className="text-xs text-muted-foreground">{t('commissions.order', { id: c.orderId })}</div>
                    )}
                  </TableCell>
                  <TableCell className="min-w-40">
                    <div className="font-medium">{c.displayName}</div>
                    <div className="font-mono text-xs">{c.affiliateCode}</div>
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{formatUsd(c.amount)}</TableCell>
                  <TableCell className="min-w-36">
                    <CommissionStatusBadge status={c.status} />
                    <div className="mt-1 text-xs text-muted-foreground">
                      {c.holdUntil
                        ? t('commissions.holdUntil', { date: date(c.holdUntil) })
                        : c.decidedAt
                          ? t('commissions.decidedAt', { date: date(c.decidedAt) })
                          : null}
                    </div>
                  </TableCell>
                  <TableCell className="min-w-48">
                    {c.status === 'pending' && (
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" variant="outline" onClick={() => void run([c.id], 'approved')}>
                          {t('commissions.approveOne')}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => void run([c.id], 'declined')}>
                          {t('commissions.declineOne')}
                        </Button>
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedList>
    </div>
  );
}
