import Check from 'lucide-react/icons/check';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { BulkSuggestionAction } from '#shared/contracts/suggestions.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useBulkSuggestions } from '../../api/admin-suggestions.ts';
import { ConfirmDelete } from './confirm-delete.tsx';

/** Bulk approve (→ Planned), reject (→ Not Planned) and delete of the selected rows. */
export function BulkActions({ ids, onDone }: { ids: number[]; onDone(): void }) {
  const { t } = useTranslation('admin-suggestions');
  const bulk = useBulkSuggestions();
  const run = (action: BulkSuggestionAction) =>
    bulk.mutate(
      { ids, action },
      {
        onSuccess: ({ count }) => {
          toast.success(t(`bulk.success.${action}`, { count }));
          onDone();
        },
        onError: (error) => toast.error(errorText(t, error, t('bulk.failure'))),
      },
    );
  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3"
      data-testid="bulk-actions"
    >
      <span className="mr-auto text-sm font-medium" aria-live="polite">
        {t('bulk.selected', { count: ids.length })}
      </span>
      <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => run('approve')}>
        <Check aria-hidden />
        {t('bulk.approve')}
      </Button>
      <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => run('reject')}>
        <X aria-hidden />
        {t('bulk.reject')}
      </Button>
      <ConfirmDelete
        title={t('bulk.deleteTitle', { count: ids.length })}
        text={t('bulk.deleteText', { count: ids.length })}
        onConfirm={() => run('delete')}
        trigger={
          <Button size="sm" variant="destructive" disabled={bulk.isPending}>
            <Trash2 aria-hidden />
            {t('bulk.delete')}
          </Button>
        }
      />
    </div>
  );
}
