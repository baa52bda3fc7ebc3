import GitMerge from 'lucide-react/icons/git-merge';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useMergeSuggestions } from '../../api/admin-suggestions.ts';
import { SuggestionPicker, type PickedSuggestion } from './suggestion-picker.tsx';

/**
 * Merge duplicates: B's votes, comments and subscribers move to A; B shows "Merged
 * into A". Both are found by their titles.
 */
export function MergeForm() {
  const { t } = useTranslation('admin-suggestions');
  const id = useId();
  const merge = useMergeSuggestions();
  const [from, setFrom] = useState<PickedSuggestion | null>(null);
  const [into, setInto] = useState<PickedSuggestion | null>(null);
  // A new pair of empty fields after each merge.
  const [round, setRound] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !into) {
      toast.error(t('merge.invalid'));
      return;
    }
    merge.mutate(
      { fromId: from.id, intoId: into.id },
      {
        onSuccess: (result) => {
          toast.success(t('merge.success', { count: result.suggestion.upvotes }));
          setFrom(null);
          setInto(null);
          setRound((n) => n + 1);
        },
        onError: (error) => toast.error(errorText(t, error, t('merge.failure'))),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_14rem_auto] lg:items-start"
      aria-labelledby={`${id}-title`}
      data-testid="merge-form"
    >
      <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <GitMerge className="size-4" aria-hidden />
          {t('merge.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('merge.text')}</p>
      </div>
      <SuggestionPicker
        key={`from-${round}`}
        label={t('merge.from')}
        value={from}
        onChange={setFrom}
        excludeId={into?.id}
        testId="merge-from"
      />
      <SuggestionPicker
        key={`into-${round}`}
        label={t('merge.into')}
        value={into}
        onChange={setInto}
        excludeId={from?.id}
        testId="merge-into"
      />
      <Button type="submit" className="sm:justify-self-start lg:mt-6" disabled={merge.isPending}>
        {t('merge.submit')}
      </Button>
    </form>
  );
}
