import FileKey from 'lucide-react/icons/file-key';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useTranslation } from '#client/lib/use-translation.ts';
import { offlineLicenceFileName } from '#shared/contracts/offline-licence-file.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useOfflineLicence } from '../api/offline-licence.ts';
import { formatDay } from '#shared/intl-formats.ts';

/** Saves `text` as a file through a temporary link (no new window, no server round trip). */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Offline licence file" for one machine: the signed file the add-on checks without the
 * internet until its date (docs "Activation"). The licence is saved exactly as the server
 * sent it (same key order), so its signature still verifies over the file's own text.
 */
export function OfflineLicenceButton({
  licenceKey,
  machineId,
  machine,
}: {
  licenceKey: string;
  machineId: string;
  machine: string;
}) {
  const { t, i18n } = useTranslation('store');
  const offline = useOfflineLicence();
  const onClick = () =>
    offline.mutate(
      { key: licenceKey, machineId },
      {
        onSuccess: ({ licence, signature }) => {
          saveFile(JSON.stringify({ licence, signature }), offlineLicenceFileName(licence.key, machineId));
          toast.success(t('offlineFile.saved', { date: formatDay(licence.validUntil, i18n.language) }));
        },
        onError: (error) => toast.error(errorText(t, error, t('offlineFile.failed'))),
      },
    );
  return (
    <Button
      variant="ghost"
      size="sm"
      className="sm:ml-auto"
      disabled={offline.isPending}
      aria-label={t('offlineFile.label', { machine })}
      onClick={onClick}
      data-testid="offline-licence"
    >
      {offline.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <FileKey aria-hidden />}
      {t('offlineFile.button')}
    </Button>
  );
}
