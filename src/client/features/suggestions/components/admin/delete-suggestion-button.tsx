import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useDeleteSuggestion } from '../../api/admin-suggestions.ts';
import { ConfirmDelete } from './confirm-delete.tsx';

export function DeleteSuggestionButton({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('admin-suggestions');
  const remove = useDeleteSuggestion();
  return (
    <ConfirmDelete
      title={t('delete.title', { title })}
      text={t('delete.text', { title })}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => toast.success(t('delete.success')),
          onError: (error) => toast.error(errorText(t, error, t('delete.failure'))),
        })
      }
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:text-destructive"
          aria-label={t('delete.label', { title })}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden />
        </Button>
      }
    />
  );
}
