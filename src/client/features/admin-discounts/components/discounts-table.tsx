import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { DiscountDto } from '#shared/contracts/discounts.ts';
import { formatDay, formatNumber } from '#shared/intl-formats.ts';
import { formatUsd } from '#shared/money.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
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
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('admin.edit', { code: discount.code })}>
        <Pencil aria-hidden />
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={t('admin.delete', { code: discount.code })}
          >
            <Trash2 aria-hidden />
          </Button>
        }
        title={t('admin.confirmTitle', { code: discount.code })}
        description={t('admin.confirmText')}
        cancelLabel={t('admin.cancel')}
        confirmLabel={t('admin.deleteConfirm')}
        onConfirm={onDelete}
      />
    </div>
  );
}

/** From `md` up a table; phones get one card per code. */
export function DiscountsTable({ discounts, onEdit }: { discounts: DiscountDto[]; onEdit(d: DiscountDto): void }) {
  const { t, value, validity, uses } = useDiscountText();
  if (discounts.length === 0)
    return (
      <div className="rounded-lg border py-10 text-center">
        <p className="font-medium">{t('admin.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('admin.emptyHint')}</p>
      </div>
    );
  return (
    <>
      <div className="hidden md:block">
        <Table data-testid="discounts-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t('admin.columns.code')}</TableHead>
              <TableHead>{t('admin.columns.value')}</TableHead>
              <TableHead>{t('admin.columns.validity')}</TableHead>
              <TableHead>{t('admin.columns.uses')}</TableHead>
              <TableHead>{t('admin.columns.status')}</TableHead>
              <TableHead className="text-right">{t('admin.columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {discounts.map((d) => (
              <TableRow key={d.id}>
                <TableCell className="font-mono font-medium">
                  {d.code}
                  {d.affiliateCoupon ? (
                    <Badge variant="outline" className="ml-2 font-sans">
                      {t('admin.affiliateBadge')}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell>{value(d)}</TableCell>
                <TableCell className="text-sm">{validity(d)}</TableCell>
                <TableCell className="tabular-nums">{uses(d)}</TableCell>
                <TableCell>
                  <StatusBadge discount={d} />
                </TableCell>
                <TableCell>
                  <Actions discount={d} onEdit={() => onEdit(d)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
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
