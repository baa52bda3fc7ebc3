import { useTranslation } from '#client/lib/use-translation.ts';
import type { TopIndicator } from '#shared/contracts/admin-analytics.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { formatCount } from '../format.ts';
import { formatCents } from '#shared/money.ts';

function TopTable({ title, rows }: { title: string; rows: TopIndicator[] }) {
  const { t, i18n } = useTranslation('admin-analytics');
  return (
    <section className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-4">
      <h2 className="font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('top.empty')}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('top.indicator')}</TableHead>
              <TableHead scope="col" className="text-right">
                {t('top.revenue')}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t('top.units')}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.indicatorId}>
                <TableCell className="font-medium">{row.name}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(row.revenueCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.units, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

export function TopIndicators({ top }: { top: { byRevenue: TopIndicator[]; byUnits: TopIndicator[] } }) {
  const { t } = useTranslation('admin-analytics');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TopTable title={t('top.byRevenue')} rows={top.byRevenue} />
      <TopTable title={t('top.byUnits')} rows={top.byUnits} />
    </div>
  );
}
