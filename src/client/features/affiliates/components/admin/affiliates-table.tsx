import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminAffiliateDto } from '#shared/contracts/affiliates.ts';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { formatDayOrNull } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { AffiliateStatusBadge } from '../status-badges.tsx';

interface Props {
  affiliates: AdminAffiliateDto[];
  selected: ReadonlySet<number>;
  onSelect(ids: number[], selected: boolean): void;
}

/** SPEC §2 columns; the select-all box is indeterminate when only some rows are selected. */
export function AffiliatesTable({ affiliates, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('admin-affiliates');
  const ids = affiliates.map((a) => a.id);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = count > 0 && count === ids.length ? true : count > 0 ? 'indeterminate' : false;
  return (
    <Table data-testid="affiliates-table">
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              checked={all}
              onCheckedChange={() => onSelect(ids, all !== true)}
              aria-label={t('affiliates.selectAll')}
            />
          </TableHead>
          <TableHead>{t('affiliates.user')}</TableHead>
          <TableHead>{t('affiliates.code')}</TableHead>
          <TableHead className="text-right">{t('affiliates.commission')}</TableHead>
          <TableHead>{t('affiliates.metrics')}</TableHead>
          <TableHead className="text-right">{t('affiliates.balance')}</TableHead>
          <TableHead>{t('affiliates.status')}</TableHead>
          <TableHead>{t('affiliates.joined')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {affiliates.map((a) => (
          <TableRow key={a.id} data-state={selected.has(a.id) ? 'selected' : undefined}>
            <TableCell>
              <Checkbox
                checked={selected.has(a.id)}
                onCheckedChange={(checked) => onSelect([a.id], checked === true)}
                aria-label={t('affiliates.selectRow', { name: a.displayName })}
              />
            </TableCell>
            <TableCell className="min-w-48">
              <div className="font-medium">{a.displayName}</div>
              <div className="text-xs text-muted-foreground">{a.email}</div>
            </TableCell>
            <TableCell className="font-mono text-sm">{a.affiliateCode}</TableCell>
            <TableCell className="text-right tabular-nums">{a.commissionRate}%</TableCell>
            <TableCell className="whitespace-nowrap text-sm">
              <div>{t('affiliates.referrals', { count: a.totalReferrals })}</div>
              <div className="text-muted-foreground">
                {t('affiliates.commissions', { amount: formatUsd(a.totalCommissions) })}
              </div>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatUsd(a.balance)}</TableCell>
            <TableCell>
              <AffiliateStatusBadge status={a.status} label={t(`affiliateStatus.${a.status}`)} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDayOrNull(a.createdAt, i18n.language) ?? t('affiliates.notAvailable')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
