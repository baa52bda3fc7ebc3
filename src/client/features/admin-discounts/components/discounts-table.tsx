import { useTranslation } from '#client/lib/use-translation.ts';
import type { DiscountDto } from '#shared/contracts/discounts.ts';
import { formatDay, formatNumber } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { EmptyList } from '#client/components/ui/list-states.tsx';
import { RowEditDelete } from '#client/components/ui/row-edit-delete.tsx';
import { TableCell, TableRow } from '#client/components/ui/table.tsx';
import { WideTable } from '#client/components/ui/wide-table.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useDeleteDiscount } from '../api/discounts.ts';

function useDiscountText() {
  const { t, i18n } = useTranslation('discounts');
  const date = (iso: string) => formatDay(iso, i18n.language);
  const count = (n: number) => formatNumber(n, i18n.language);
  return {
    t,
    value: (d: DiscountDto) =>
      d.kind === 'percent' ? `${formatNumber(d.value, i18n.language)} %` : formatUsd(d.value),
    validity: (d: DiscountDto) =>
      d.startsAt && d.endsAt
        ? `${date(d.startsAt)} – ${date(d.endsAt)}`
        : d.startsAt
          ? t('admin.from', { date: date(d.startsAt) })
          : d.endsAt
            ? t('admin.until', { date: date(d.endsAt) })
            : t('admin.always'),
    uses: (d: DiscountDto) => (d.maxUses === null ? count(d.usedCount) : `${count(d.usedCount)} / ${count(d.maxUses)}`),
  };
}

/** What a code is limited to: its products, uses per customer and minimum subtotal. */
function Conditions({ discount: d, names }: { discount: DiscountDto; names: Map<number, string> }) {
  const { t } = useTranslation('discounts');
  const products = d.indicatorIds.length
    ? d.indicatorIds.map((id) => names.get(id) ?? `#${id}`).join(', ')
    : t('admin.allProducts');
  return (
    <ul className="flex flex-col gap-0.5 text-sm" data-testid="discount-conditions">
      <li>{products}</li>
      {d.maxUsesPerCustomer !== null ? <li>{t('admin.perCustomer', { uses: d.maxUsesPerCustomer })}</li> : null}
      {d.minSubtotal !== null ? <li>{t('admin.minimum', { amount: formatUsd(d.minSubtotal) })}</li> : null}
    </ul>
  );
}

const STATUS_VARIANT = {
  active: 'success',
  inactive: 'secondary',
  scheduled: 'outline',
  expired: 'warning',
  used_up: 'warning',
} as const;

function StatusBadge({ discount }: { discount: DiscountDto }) {
  const { t } = useTranslation('discounts');
  return (
    <Badge variant={STATUS_VARIANT[discount.status]} data-testid="discount-status">
      {t(`admin.status.${discount.status}`)}
    </Badge>
  );
}

function Actions({ discount, onEdit }: { discount: DiscountDto; onEdit(): void }) {
  const { t } = useTranslation('discounts');
  const remove = useDeleteDiscount();
  const onDelete = () =>
    remove.mutate(discount.id, {
      onSuccess: () => toast.success(t('admin.toast.deleted')),
      onError: (error) => toast.error(errorText(t, error, t('admin.toast.failed'))),
    });
  return (
    <RowEditDelete
      editLabel={t('admin.edit', { code: discount.code })}
      onEdit={onEdit}
      deleteLabel={t('admin.delete', { code: discount.code })}
      confirmTitle={t('admin.confirmTitle', { code: discount.code })}
      confirmText={t('admin.confirmText')}
      cancelLabel={t('admin.cancel')}
      confirmLabel={t('admin.deleteConfirm')}
      onDelete={onDelete}
    />
  );
}

/** From `md` up a table; phones get one card per code. */
export function DiscountsTable({
  discounts,
  indicators,
  onEdit,
}: {
  discounts: DiscountDto[];
  /** The products' names, for the codes limited to some. */
  indicators: Array<{ id: number; name: string }>;
  onEdit(d: DiscountDto): void;
}) {
  const { t, value, validity, uses } = useDiscountText();
  const names = new Map(indicators.map((i) => [i.id, i.name]));
  if (discounts.length === 0)
    return <EmptyList title={t('admin.empty')} hint={t('admin.emptyHint')} className="rounded-lg border" />;
  return (
    <>
      <WideTable
        testId="discounts-table"
        columns={[
          { label: t('admin.columns.code') },
          { label: t('admin.columns.value') },
          { label: t('admin.columns.validity') },
          { label: t('admin.columns.uses') },
          { label: t('admin.columns.conditions') },
          { label: t('admin.columns.status') },
          { label: t('admin.columns.actions'), className: 'text-right' },
        ]}
      >
        {discounts.map((d) => (
          <TableRow key={d.id}>
            <TableCell className="font-mono font-medium">
              {d.code}
              {d.affiliateCoupon ? (
                <Badge variant="outline" className="ml-2 font-sans">
                  {t('admin.affiliateBadge')}
                </Badge>
              ) : null}
              {d.allowsRenewals ? (
                <Badge variant="outline" className="ml-2 font-sans" data-testid="discount-renewals-badge">
                  {t('admin.renewalsBadge')}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell>{value(d)}</TableCell>
            <TableCell className="text-sm">{validity(d)}</TableCell>
            <TableCell className="tabular-nums">{uses(d)}</TableCell>
            <TableCell className="min-w-40">
              <Conditions discount={d} names={names} />
            </TableCell>
            <TableCell>
              <StatusBadge discount={d} />
            </TableCell>
            <TableCell>
              <Actions discount={d} onEdit={() => onEdit(d)} />
            </TableCell>
          </TableRow>
        ))}
      </WideTable>
      <ul className="flex flex-col gap-3 md:hidden">
        {discounts.map((d) => (
          <li key={d.id} className="rounded-lg border p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="flex flex-col gap-1">
                <span className="font-mono font-medium">{d.code}</span>
                <span className="text-sm">
                  {value(d)} · {t('admin.usesShort', { uses: uses(d) })}
                </span>
                <span className="text-xs text-muted-foreground">{validity(d)}</span>
                <Conditions discount={d} names={names} />
              </div>
              <StatusBadge discount={d} />
            </div>
            <Actions discount={d} onEdit={() => onEdit(d)} />
          </li>
        ))}
      </ul>
    </>
  );
}
