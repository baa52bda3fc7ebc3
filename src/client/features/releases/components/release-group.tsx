import ChevronDown from 'lucide-react/icons/chevron-down';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import type { ReleaseList } from '../api/library.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { DownloadButton } from './download-button.tsx';
import { ReleaseFacts } from './release-facts.tsx';
import { ReleaseNotes } from './release-notes.tsx';

type Release = ReleaseList[number];

function Published({ release }: { release: Release }) {
  const { t, i18n } = useTranslation('store');
  return release.publishedAt ? (
    <span className="text-sm text-muted-foreground">
      {t('library.released', { date: formatDay(release.publishedAt, i18n.language) })}
    </span>
  ) : null;
}

/**
 * One indicator's versions, newest first: the latest with a Download button and its notes behind
 * "Release notes", the older ones behind "All versions". Notes are the server's sanitised HTML of their Markdown.
 */
export function ReleaseGroup({ releases, platformName }: { releases: ReleaseList; platformName: string }) {
  const { t } = useTranslation('store');
  const [latest, ...older] = releases;
  if (!latest) return null;
  const name = latest.indicatorName;
  return (
    <div className="flex flex-col gap-4" data-testid="release-group">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold" data-testid="release-version">
              {t('library.version', { version: latest.version })}
            </h4>
            <Badge variant="secondary">{t('library.latest')}</Badge>
            <Published release={latest} />
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('library.requires', { platform: platformName, version: latest.minPlatformVersion })}
          </p>
        </div>
        <DownloadButton
          releaseId={latest.id}
          label={t('library.downloadVersion', { name, version: latest.version })}
          updatesExpired={latest.updatesExpired}
        />
      </div>
      {/* Folded, so a phone reaches the next product and the keys below without scrolling past notes. */}
      {latest.notesHtml ? (
        <details className="group rounded-md border" data-testid="latest-notes">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
            {t('library.notes')}
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <ReleaseNotes release={latest} className="border-t px-4 py-3" />
        </details>
      ) : null}
      <ReleaseFacts release={latest} />
      {older.length > 0 ? (
        <details className="group rounded-md border">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
            {t('library.allVersions', { count: releases.length })}
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <ul className="divide-y border-t">
            {older.map((release) => (
              <li key={release.id} className="flex flex-col gap-3 px-4 py-3" data-testid="release-older">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="flex flex-wrap items-baseline gap-2">
                    <span className="font-medium">{t('library.version', { version: release.version })}</span>
                    <Published release={release} />
                  </div>
                  <DownloadButton
                    size="sm"
                    releaseId={release.id}
                    label={t('library.downloadVersion', { name, version: release.version })}
                    updatesExpired={release.updatesExpired}
                  />
                </div>
                <ReleaseNotes release={release} />
                <ReleaseFacts release={release} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
