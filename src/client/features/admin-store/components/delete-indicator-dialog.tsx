import { useTranslation } from '#client/lib/use-translation.ts';
import type { AdminIndicatorDto } from '#shared/contracts/admin-store.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

interface Props {
  indicator: AdminIndicatorDto | null;
  onOpenChange(open: boolean): void;
  onConfirm(indicator: AdminIndicatorDto): void;
}

/** SPEC §2: titled 'Delete' plus the name; 'Are you sure you want to delete "<name>"? This action cannot be undone.' */
export function DeleteIndicatorDialog({ indicator, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation('admin-store');
  const name = indicator?.name ?? '';
  return (
    <ConfirmDialog
      open={indicator !== null}
      onOpenChange={onOpenChange}
      title={t('deleteDialog.title', { name })}
      description={t('deleteDialog.text', { name })}
      cancelLabel={t('deleteDialog.cancel')}
      confirmLabel={t('deleteDialog.confirm')}
      onConfirm={() => indicator && onConfirm(indicator)}
    />
  );
}
