import { useTranslation } from 'react-i18next';
import type { AdminIndicatorDto } from '#shared/contracts/admin-store.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';

interface Props {
  indicator: AdminIndicatorDto | null;
  onOpenChange(open: boolean): void;
  onConfirm(indicator: AdminIndicatorDto): void;
}

/** SPEC §2: titled 'Delete' plus the name; 'Are you sure you want to delete "<name>"? This action cannot be undone.' */
export function DeleteIndicatorDialog({ indicator, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation('admin-store');
  return (
    <AlertDialog open={indicator !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        {indicator && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('deleteDialog.title', { name: indicator.name })}</AlertDialogTitle>
              <AlertDialogDescription>{t('deleteDialog.text', { name: indicator.name })}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('deleteDialog.cancel')}</AlertDialogCancel>
              <AlertDialogAction onClick={() => onConfirm(indicator)}>{t('deleteDialog.confirm')}</AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
