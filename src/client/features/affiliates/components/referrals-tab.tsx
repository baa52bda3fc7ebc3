import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { REFERRAL_STATUSES, type ReferralStatus } from '#shared/contracts/affiliates.constants.ts';
import type { ReferralsResponse } from '#shared/contracts/affiliates.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { RowSkeletons } from '#client/components/ui/list-states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { Pager, pagerLabels } from '#client/components/ui/pager.tsx';
import { useReferrals, type ReferralsFilter } from '../api/list-referrals.ts';
import { formatDayOrNull } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { ReferralStatusBadge } from './status-badges.tsx';

/** SPEC §2/§9: status filter (All Statuses, Completed, Pending, Cancelled), 10 per page. */
export function ReferralsTab({ initial }: { initial?: ReferralsResponse }) {
  const { t, i18n } = useTranslation('affiliate');
  const [filter, setFilter] = useState<ReferralsFilter>({ page: 1, status: null });
  const fromServer = filter.page === 1 && filter.status === null;
  const query = useReferrals(filter, fromServer ? initial : undefined);
  const data = query.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-xl font-semibold">{t('referrals.title')}</h2>
        <div className="flex flex-col gap-2 sm:w-56">
          <Label htmlFor="referral-status">{t('referrals.filterLabel')}</Label>
          <NativeSelect
            id="referral-status"
            value={filter.status ?? ''}
            onChange={(e) => setFilter({ page: 1, status: (e.target.value || null) as ReferralStatus | null })}
          >
            <option value="">{t('referrals.all')}</option>
            {REFERRAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {query.isError && !data ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-4 text-destructive">
          {t('referrals.loadError')}
        </p>
      ) : !data ? (
        <RowSkeletons count={5} className="h-12" />
      ) : data.referrals.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t('referrals.empty')}</p>
      ) : (
        <Table data-testid="referrals-table" aria-busy={query.isFetching}>
          <TableHeader>
            <TableRow>
              <TableHead className="hidden sm:table-cell">{t('referrals.date')}</TableHead>
              <TableHead>{t('referrals.user')}</TableHead>
              <TableHead>{t('referrals.status')}</TableHead>
              <TableHead className="text-right">{t('referrals.commission')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.referrals.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {formatDayOrNull(r.createdAt, i18n.language)}
                </TableCell>
                <TableCell>
                  <div className="font-medium">{r.referredUserName}</div>
                  <div className="break-all text-xs text-muted-foreground">{r.referredUserEmail}</div>
                  {/* Phones drop the date column; the date goes under the name instead. */}
                  <div className="text-xs text-muted-foreground sm:hidden">
                    {formatDayOrNull(r.createdAt, i18n.language)}
                  </div>
                </TableCell>
                <TableCell>
                  {r.holdUntil ? (
                    <Badge variant="warning" data-testid="referral-held">
                      {t('referrals.held', { date: formatDayOrNull(r.holdUntil, i18n.language) })}
                    </Badge>
                  ) : (
                    <ReferralStatusBadge status={r.conversionStatus} />
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatUsd(r.commissionAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && (
        <Pager
          page={filter.page}
          totalPages={data.pagination.totalPages}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          labels={pagerLabels((key, values) => t(`pagination.${key}`, values), filter.page, data.pagination.totalPages)}
          live
        />
      )}
    </div>
  );
}
