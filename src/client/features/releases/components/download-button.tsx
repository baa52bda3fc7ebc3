import Download from 'lucide-react/icons/download';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useRequestDownload } from '../api/request-download.ts';

/** Asks for a short-lived link and starts the download; a refusal shows under the button. */
export function DownloadButton({
  releaseId,
  label,
  size = 'default',
  updatesExpired = false,
}: {
  releaseId: number;
  /** The accessible name: the product and the version. */
  label: string;
  size?: 'default' | 'sm';
  /** Published after the owner's updates window; the server would refuse it (`updates_expired`). */
  updatesExpired?: boolean | undefined;
}) {
  const { t } = useTranslation('store');
  const terms = useTranslation('licence-terms');
  const download = useRequestDownload();
  if (updatesExpired)
    return (
      <p className="flex items-center gap-1 text-sm font-medium text-warning" data-testid="release-renew-required">
        <Lock className="size-4" aria-hidden />
        {terms.t('updates.renewToDownload')}
      </p>
    );
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size={size}
        variant={size === 'sm' ? 'outline' : 'default'}
        aria-label={label}
        disabled={download.isPending}
        onClick={() => download.mutate(releaseId)}
        data-testid="release-download"
      >
        {download.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        {download.isPending ? t('library.preparing') : t('library.download')}
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(t, download.error, t('library.downloadFailed'))}
        </p>
      ) : null}
    </div>
  );
}
