import type { TaxRateDto } from '#shared/contracts/tax.ts';
import { EmptyList } from '#client/components/ui/list-states.tsx';
import { RowEditDelete } from '#client/components/ui/row-edit-delete.tsx';
import { TableCell, TableRow } from '#client/components/ui/table.tsx';
import { WideTable } from '#client/components/ui/wide-table.tsx';
import type { CountryOption } from '#client/lib/country-options.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { useDeleteTaxRate } from '../api/tax-rates.ts';
import { useTaxText } from './tax-format.ts';

interface Props {
  rates: TaxRateDto[];
  countries: CountryOption[];
  defaultRatePercent: number;
  onEdit(rate: TaxRateDto): void;
}

function Actions({ row, countries, defaultRatePercent, onEdit }: Omit<Props, 'rates'> & { row: TaxRateDto }) {
  const { t, rate, country } = useTaxText(countries);
  const remove = useDeleteTaxRate();
  const name = country(row.country);
  const onRemove = () =>
    remove.mutate(row.country, {
      onSuccess: () => toast.success(t('admin.toast.removed', { country: name })),
      onError: (error) => toast.error(errorText(t, error, t('admin.toast.removeFailed'))),
    });
  return (
    <RowEditDelete
      editLabel={t('admin.edit', { country: name })}
      onEdit={() => onEdit(row)}
      deleteLabel={t('admin.remove', { country: name })}
      confirmTitle={t('admin.confirmTitle', { country: name })}
      confirmText={t('admin.confirmText', { country: name, rate: rate(defaultRatePercent) })}
      cancelLabel={t('admin.cancel')}
      confirmLabel={t('admin.removeConfirm')}
      onDelete={onRemove}
    />
  );
}

/** Each country with a rate of its own, by name in the page language; from `md` up a table, phones get cards. */
export function TaxRatesTable({ rates, countries, defaultRatePercent, onEdit }: Props) {
  const { t, lang, rate, country } = useTaxText(countries);
  if (rates.length === 0)
    return <EmptyList title={t('admin.empty')} hint={t('admin.emptyHint')} className="rounded-lg border" />;
  const order = new Map(countries.map((c, i) => [c.code, i]));
  const sorted = [...rates].sort((a, b) => (order.get(a.country) ?? 0) - (order.get(b.country) ?? 0));
  const actions = (row: TaxRateDto) => (
    <Actions row={row} countries={countries} defaultRatePercent={defaultRatePercent} onEdit={onEdit} />
  );
  return (
    <>
      <WideTable
        testId="tax-rates-table"
        columns={[
          { label: t('admin.columns.country') },
          { label: t('admin.columns.rate'), className: 'text-right' },
          { label: t('admin.columns.updated') },
          { label: t('admin.columns.actions'), className: 'text-right' },
        ]}
      >
        {sorted.map((row) => (
          <TableRow key={row.country} data-testid="tax-rate-row">
            <TableCell>
              <span className="font-medium">{country(row.country)}</span>
              <span className="ml-2 font-mono text-xs text-muted-foreground">{row.country}</span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{rate(row.ratePercent)}</TableCell>
            <TableCell className="text-sm text-muted-foreground">{formatDay(row.updatedAt, lang)}</TableCell>
            <TableCell>{actions(row)}</TableCell>
          </TableRow>
        ))}
      </WideTable>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="tax-rates-cards">
        {sorted.map((row) => (
          <li key={row.country} className="flex items-center justify-between gap-3 rounded-lg border p-4">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-medium">
                {country(row.country)} <span className="font-mono text-xs text-muted-foreground">{row.country}</span>
              </span>
              <span className="text-sm tabular-nums">{rate(row.ratePercent)}</span>
              <span className="text-xs text-muted-foreground">
                {t('admin.updatedShort', { date: formatDay(row.updatedAt, lang) })}
              </span>
            </div>
            {actions(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
