import { useTranslation } from '#client/lib/use-translation.ts';
import { formatSize } from '#client/lib/format-size.ts';
import type { ReleaseList } from '../api/library.ts';

/** The file's size and SHA-256, to check a download against. */
export function ReleaseFacts({ release }: { release: ReleaseList[number] }) {
  const { t, i18n } = useTranslation('store');
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
      <dt className="text-muted-foreground">{t('library.size')}</dt>
      <dd data-testid="release-size">{formatSize(release.size, i18n.language)}</dd>
      <dt className="text-muted-foreground">{t('library.sha256')}</dt>
      <dd className="font-mono break-all" data-testid="release-sha256">
        {release.sha256}
      </dd>
    </dl>
  );
}
