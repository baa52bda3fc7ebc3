import { useTranslation } from '#client/lib/use-translation.ts';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';
import { formatSize } from '#client/lib/format-size.ts';
import {
  ReleaseActions,
  ReleaseStatusBadge,
  ShaWithCopy,
  VersionName,
  type ReleaseListProps,
} from './release-parts.tsx';

/** The table's rows as cards on phones, where eight columns do not fit. */
export function ReleaseCards({ releases, pageId, ...actions }: ReleaseListProps) {
  const { t, i18n } = useTranslation('admin-releases');
  return (
    <ul className="flex flex-col gap-3" aria-label={t('list.heading')}>
      {releases.map((release) => (
        <li key={release.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4" data-testid="release-card">
          <div className="flex items-start justify-between gap-3">
            <VersionName release={release} pageId={pageId} />
            <ReleaseStatusBadge release={release} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('list.column.size')}</dt>
            <dd className="tabular-nums">{formatSize(release.size, i18n.language)}</dd>
            <dt className="text-muted-foreground">{t('list.column.minPlatform')}</dt>
            <dd className="font-mono">{release.minPlatformVersion}</dd>
            <dt className="text-muted-foreground">{t('list.column.created')}</dt>
            <dd>
              <LocalDateTime iso={release.createdAt} />
            </dd>
            <dt className="text-muted-foreground">{t('list.column.downloads')}</dt>
            <dd className="tabular-nums">{release.downloadCount ?? 0}</dd>
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ShaWithCopy release={release} />
            <ReleaseActions release={release} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
