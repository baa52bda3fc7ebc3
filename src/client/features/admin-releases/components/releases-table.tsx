import { useTranslation } from '#client/lib/use-translation.ts';
import { LocalDateTime } from '#client/components/ui/local-date-time.tsx';
import {
  STICKY_END_COLUMN,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatSize } from '#client/lib/format-size.ts';
import {
  ReleaseActions,
  ReleaseStatusBadge,
  ShaWithCopy,
  VersionName,
  type ReleaseListProps,
} from './release-parts.tsx';

/** Every release of the product, newest version first (from `md` up; phones get cards). */
export function ReleasesTable({ releases, pageId, ...actions }: ReleaseListProps) {
  const { t, i18n } = useTranslation('admin-releases');
  return (
    <Table data-testid="releases-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t('list.column.version')}</TableHead>
          <TableHead>{t('list.column.status')}</TableHead>
          <TableHead className="text-right">{t('list.column.size')}</TableHead>
          <TableHead>{t('list.column.sha256')}</TableHead>
          <TableHead>{t('list.column.minPlatform')}</TableHead>
          <TableHead>{t('list.column.created')}</TableHead>
          <TableHead className="text-right">{t('list.column.downloads')}</TableHead>
          <TableHead className={cn('text-right', STICKY_END_COLUMN)}>{t('list.column.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {releases.map((release) => (
          <TableRow key={release.id} data-testid="release-row">
            <TableCell>
              <VersionName release={release} pageId={pageId} />
            </TableCell>
            <TableCell>
              <ReleaseStatusBadge release={release} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {formatSize(release.size, i18n.language)}
            </TableCell>
            <TableCell>
              <ShaWithCopy release={release} />
            </TableCell>
            <TableCell className="font-mono text-sm">{release.minPlatformVersion}</TableCell>
            <TableCell className="whitespace-nowrap text-sm">
              <LocalDateTime iso={release.createdAt} />
            </TableCell>
            <TableCell className="text-right tabular-nums" data-testid="release-downloads">
              {release.downloadCount ?? 0}
            </TableCell>
            <TableCell className={STICKY_END_COLUMN}>
              <ReleaseActions release={release} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
