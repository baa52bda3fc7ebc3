import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

/** Deleting cannot be undone, so it always takes a second, deliberate click. */
export function ConfirmDelete({
  trigger,
  title,
  text,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  text: string;
  onConfirm(): void;
}) {
  const { t } = useTranslation('admin-suggestions');
  return (
    <ConfirmDialog
      trigger={trigger}
      title={title}
      description={text}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={onConfirm}
    />
  );
}
