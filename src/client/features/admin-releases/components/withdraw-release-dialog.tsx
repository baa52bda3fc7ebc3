import { useTranslation } from '#client/lib/use-translation.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import type { AdminRelease } from '../api/list-releases.ts';

interface Props {
  release: AdminRelease | null;
  onOpenChange(open: boolean): void;
  onConfirm(release: AdminRelease): void;
}

/** A second click before a version leaves the customers' libraries (the file is kept). */
export function WithdrawReleaseDialog({ release, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation('admin-releases');
  const values = { version: release?.version ?? '', name: release?.indicatorName ?? '' };
  return (
    <ConfirmDialog
      open={release !== null}
      onOpenChange={onOpenChange}
      title={t('withdrawDialog.title', values)}
      description={t('withdrawDialog.text', values)}
      cancelLabel={t('withdrawDialog.cancel')}
      confirmLabel={t('withdrawDialog.confirm')}
      onConfirm={() => release && onConfirm(release)}
    />
  );
}
