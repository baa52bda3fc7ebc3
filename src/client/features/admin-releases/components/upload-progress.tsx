import { useTranslation } from '#client/lib/use-translation.ts';
import type { UploadPhase } from '../api/upload-release.ts';

/** The upload's `<progress>` with its label and the percentage as live text for screen readers. */
export function UploadProgress({ phase, percent }: { phase: UploadPhase; percent: number }) {
  const { t } = useTranslation('admin-releases');
  if (phase === 'idle') return null;
  const text = {
    sending: t('upload.sending', { percent }),
    checking: t('upload.checking'),
    done: t('upload.done'),
    failed: t('upload.failed', { percent }),
  }[phase];
  return (
    <div className="flex flex-col gap-1" data-testid="upload-progress">
      <label htmlFor="release-upload-progress" className="text-sm font-medium">
        {t('upload.progressLabel')}
      </label>
      <progress
        id="release-upload-progress"
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted accent-primary [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
      >
        {percent}%
      </progress>
      <p
        aria-live="polite"
        className={phase === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
        data-testid="upload-progress-text"
      >
        {text}
      </p>
    </div>
  );
}
