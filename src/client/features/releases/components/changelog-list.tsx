import { formatLongDate } from '#shared/intl-formats.ts';
import Link2 from 'lucide-react/icons/link-2';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { ChangelogEntry } from '#shared/contracts/releases.ts';

/** The release notes of one or more indicators; a block that fell back to English says so with `lang`. */
function NotesBlock({ block, label }: { block: ChangelogEntry['notes'][number]; label: string | null }) {
  const { i18n } = useTranslation('changelog');
  return (
    <div className="mt-4">
      {label ? <p className="mb-1 text-sm font-medium">{label}</p> : null}
      {/* Sanitised on the server with the shared allow-list (platform/markdown.ts). */}
      <div
        lang={block.lang === i18n.language ? undefined : block.lang}
        className="prose-content text-sm [&>:last-child]:mb-0"
        data-testid="changelog-notes"
        dangerouslySetInnerHTML={{ __html: block.html }}
      />
    </div>
  );
}

function Entry({ entry, lang }: { entry: ChangelogEntry; lang: string }) {
  const { t } = useTranslation('changelog');
  const names = new Map(entry.indicators.map((indicator) => [indicator.id, indicator.name]));
  const version = entry.version;
  return (
    <li className="relative border-l-2 pl-6" data-testid="changelog-entry" data-version={version}>
      <span className="absolute -left-[7px] top-2 size-3 rounded-full bg-primary" aria-hidden />
      <h2 id={entry.anchor} className="text-2xl font-bold">
        <a
          href={`#${entry.anchor}`}
          className="group inline-flex items-center gap-2 rounded-sm hover:underline focus-visible:underline"
          title={t('entry.permalink', { version })}
        >
          {t('release.version', { version })}
          <Link2
            className="size-5 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
            aria-hidden
          />
        </a>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <time dateTime={entry.date}>{formatLongDate(`${entry.date}T00:00:00Z`, lang)}</time>
        <span aria-hidden> · </span>
        {t('entry.indicators', { count: entry.indicators.length })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('entry.indicatorList', { version })}>
        {entry.indicators.map((indicator) => (
          <li
            key={indicator.id}
            className="rounded-full border bg-muted/40 text-xs has-[:target]:border-primary has-[:target]:bg-primary/10 has-[:target]:ring-2 has-[:target]:ring-primary/40"
          >
            {/* The indicator's anchor sits at the top of the entry (the pill is not positioned, so
                the entry is its containing block): a jump shows the version's heading first. */}
            <span id={indicator.anchor} className="absolute top-0" aria-hidden />
            <Link to={`/indicators/${indicator.id}`} className="block rounded-full px-2.5 py-1 hover:underline">
              {indicator.name}
            </Link>
          </li>
        ))}
      </ul>
      {entry.notes.map((block) => (
        <NotesBlock
          key={block.indicatorIds.join(',')}
          block={block}
          label={
            entry.notes.length > 1 || block.indicatorIds.length < entry.indicators.length
              ? t('entry.notesFor', { names: block.indicatorIds.map((id) => names.get(id)).join(', ') })
              : null
          }
        />
      ))}
    </li>
  );
}

/** "Newer" and "Older" links between pages: plain links, so they work before (or without) JavaScript. */
export function ChangelogPages({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('changelog');
  if (totalPages <= 1) return null;
  const href = (to: number) => (to === 1 ? '/changelog' : `/changelog?page=${to}`);
  const linkClass = 'font-medium text-primary underline underline-offset-4';
  return (
    <nav aria-label={t('pages.label')} className="mt-12 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          ← {t('pages.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted-foreground">{t('pages.current', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {t('pages.older')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** /changelog's entries, newest first: a version, its day, its indicators and its notes. */
export function ChangelogList({ entries }: { entries: ChangelogEntry[] }) {
  const { t, i18n } = useTranslation('changelog');
  if (entries.length === 0) return <p className="text-muted-foreground">{t('empty')}</p>;
  return (
    <ol className="flex flex-col gap-12">
      {entries.map((entry) => (
        <Entry key={entry.anchor} entry={entry} lang={i18n.language} />
      ))}
    </ol>
  );
}
