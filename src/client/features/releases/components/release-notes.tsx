import { useTranslation } from '#client/lib/use-translation.ts';
import { cn } from '#client/lib/cn.ts';
import type { ReleaseList } from '../api/library.ts';

/**
 * A release's notes as the server rendered them: Markdown made safe HTML with the shared
 * allow-list (platform/markdown.ts). Notes that fell back to English carry `lang="en"`.
 */
export function ReleaseNotes({ release, className }: { release: ReleaseList[number]; className?: string }) {
  const { i18n } = useTranslation('store');
  if (!release.notesHtml) return null;
  return (
    <div
      lang={release.notesLang === i18n.language ? undefined : release.notesLang}
      className={cn('prose-content text-sm text-muted-foreground [&>:last-child]:mb-0', className)}
      data-testid="release-notes"
      dangerouslySetInnerHTML={{ __html: release.notesHtml }}
    />
  );
}
