import GitMerge from 'lucide-react/icons/git-merge';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useMergeSuggestions } from '../../api/admin-suggestions.ts';

const idOf = (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Merge duplicates (issue 19): B's votes, comments and subscribers move to A; B shows "Merged into A". */
export function MergeForm() {
  const { t } = useTranslation('admin-suggestions');
  const id = useId();
  const merge = useMergeSuggestions();
  const [fromId, setFromId] = useState('');
  const [intoId, setIntoId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = idOf(fromId);
    const into = idOf(intoId);
    if (!from || !into) {
      toast.error(t('merge.invalid'));
      return;
    }
    merge.mutate(
      { fromId: from, intoId: into },
      {
        onSuccess: (result) => {
          toast.success(t('merge.success', { count: result.suggestion.upvotes }));
          setFromId('');
          setIntoId('');
        },
        onError: (error) => toast.error(errorText(t, error, t('merge.failure'))),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border p-4 md:flex-row md:items-end"
      aria-labelledby={`${id}-title`}
      data-testid="merge-form"
    >
      <div className="flex flex-col gap-1 md:mr-auto">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <GitMerge className="size-4" aria-hidden />
          {t('merge.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('merge.text')}</p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm font-medium">
          {t('merge.from')}
        </label>
        <Input
          id={`${id}-from`}
          inputMode="numeric"
          className="md:w-32"
          value={fromId}
          onChange={(e) => setFromId(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-into`} className="text-sm font-medium">
          {t('merge.into')}
        </label>
        <Input
          id={`${id}-into`}
          inputMode="numeric"
          className="md:w-32"
          value={intoId}
          onChange={(e) => setIntoId(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={merge.isPending}>
        {t('merge.submit')}
      </Button>
    </form>
  );
}
