import { useTranslation } from '#client/lib/use-translation.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { formatUsd } from '#shared/money.ts';
import {
  CategoryBadges,
  NameAndPreview,
  RowActions,
  StatusToggle,
  type IndicatorListProps,
} from './indicator-parts.tsx';

import { PLACEHOLDER_ROWS } from './indicator-parts.tsx';

/** SPEC §2 columns: Name, Price, Categories, Status, Actions (from `md` up; phones get cards). */
export function IndicatorsTable({ indicators, onToggle, onEdit, onDelete }: IndicatorListProps) {
  const { t } = useTranslation('admin-store');
  return (
    <Table aria-busy={indicators ? undefined : true} data-testid="indicators-table">
      <TableHeader>
        <TableRow>
          <TableHead className="min-w-56">{t('indicators.column.name')}</TableHead>
          <TableHead>{t('indicators.column.price')}</TableHead>
          <TableHead>{t('indicators.column.categories')}</TableHead>
          <TableHead>{t('indicators.column.status')}</TableHead>
          <TableHead className="text-right">{t('indicators.column.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!indicators && Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => <PlaceholderRow key={i} />)}
        {indicators?.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
              {t('indicators.empty')}
            </TableCell>
          </TableRow>
        )}
        {indicators?.map((indicator) => {
          return (
            <TableRow key={indicator.id} data-testid="indicator-row">
              <TableCell className="max-w-md">
                <NameAndPreview indicator={indicator} />
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatUsd(indicator.price)}</TableCell>
              <TableCell>
                <CategoryBadges indicator={indicator} />
              </TableCell>
              <TableCell>
                <StatusToggle indicator={indicator} onToggle={onToggle} />
              </TableCell>
              <TableCell>
                <RowActions indicator={indicator} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function PlaceholderRow() {
  return (
    <TableRow data-testid="indicator-placeholder">
      <TableCell>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-2 h-3 w-64" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-16" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-5 w-24 rounded-full" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-6 w-20 rounded-full" />
      </TableCell>
      <TableCell>
        <Skeleton className="ml-auto h-8 w-20" />
      </TableCell>
    </TableRow>
  );
}
