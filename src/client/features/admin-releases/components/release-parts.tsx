import ArchiveRestore from 'lucide-react/icons/archive-restore';
import ArchiveX from 'lucide-react/icons/archive-x';
import Pencil from 'lucide-react/icons/pencil';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CopyButton } from '#client/components/ui/copy-button.tsx';
import type { AdminRelease, AdminReleaseList } from '../api/list-releases.ts';

// The pieces of one release, shared by the desktop table and the phone cards.

export interface ReleaseListProps {
  releases: AdminReleaseList;
  /** The page's product: a bundle's list also holds its indicators' releases, named. */
  pageId: number;
  onEdit(release: AdminRelease): void;
  onWithdraw(release: AdminRelease): void;
  onRestore(release: AdminRelease): void;
}

/** Draft, Published, or Withdrawn (which hides either from customers). */
export function ReleaseStatusBadge({ release }: { release: AdminRelease }) {
  const { t } = useTranslation('admin-releases');
  if (release.withdrawn)
    return (
      <Badge variant="destructive" data-testid="release-status">
        {t('status.withdrawn')}
      </Badge>
    );
  return (
    <Badge variant={release.status === 'published' ? 'success' : 'secondary'} data-testid="release-status">
      {t(`status.${release.status}`)}
    </Badge>
  );
}

/** The version, and the product it belongs to when that is not the page's own (a bundle's list). */
export function VersionName({ release, pageId }: { release: AdminRelease; pageId: number }) {
  return (
    <div className="flex flex-col">
      <span className="font-mono font-medium" data-testid="release-version">
        {release.version}
      </span>
      {release.indicatorId !== pageId && <span className="text-xs text-muted-foreground">{release.indicatorName}</span>}
    </div>
  );
}

/** The first 12 hex digits (the full hash on hover) and a button that copies all 64. */
export function ShaWithCopy({ release }: { release: AdminRelease }) {
  const { t } = useTranslation('admin-releases');
  return (
    <div className="flex items-center gap-2">
      <code className="font-mono text-xs" title={release.sha256} data-testid="release-sha256-short">
        {release.sha256.slice(0, 12)}…
      </code>
      <CopyButton
        value={release.sha256}
        size="sm"
        label={t('list.copySha', { version: release.version })}
        texts={{ copy: t('list.copy'), copied: t('list.copied'), failed: t('list.copyFailed') }}
        data-testid="release-sha256-copy"
      />
    </div>
  );
}

export function ReleaseActions({
  release,
  onEdit,
  onWithdraw,
  onRestore,
}: { release: AdminRelease } & Omit<ReleaseListProps, 'releases' | 'pageId'>) {
  const { t } = useTranslation('admin-releases');
  const version = release.version;
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => onEdit(release)} aria-label={t('list.edit', { version })}>
        <Pencil aria-hidden />
      </Button>
      {release.withdrawn ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onRestore(release)}
          aria-label={t('list.restore', { version })}
        >
          <ArchiveRestore aria-hidden />
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          onClick={() => onWithdraw(release)}
          aria-label={t('list.withdraw', { version })}
        >
          <ArchiveX aria-hidden />
        </Button>
      )}
    </div>
  );
}
