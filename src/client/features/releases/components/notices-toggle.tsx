import { useId } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/lib/first-load/index.ts';
import { useReleaseNotices, useSetReleaseNotices, type ReleaseNotices } from '../api/notices.ts';

/** "E-mail me when a new version is out": on by default; an e-mail's unsubscribe link turns it off. */
export function NoticesToggle({ initial }: { initial: ReleaseNotices }) {
  const { t } = useTranslation('store');
  const id = useId();
  const query = useReleaseNotices(initial);
  const mutation = useSetReleaseNotices();
  return (
    <div className="mb-5 flex items-start gap-3 rounded-lg border bg-muted/40 p-4" data-testid="release-notices">
      <Switch
        id={id}
        checked={query.data.subscribed}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(subscribed) =>
          mutation.mutate(subscribed, {
            onError: () => toast.error(t('releaseNotices.failed'), { description: t('releaseNotices.failedText') }),
          })
        }
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {t('releaseNotices.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('releaseNotices.hint')}
        </p>
      </div>
    </div>
  );
}
