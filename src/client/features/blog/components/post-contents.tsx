import type { BlogTocEntry } from '#shared/contracts/blog.constants.ts';
import { useTranslation } from '#client/lib/use-translation.ts';

interface Section {
  entry: BlogTocEntry;
  subsections: BlogTocEntry[];
}

/** h3s under the h2 before them; an h3 before any h2 stands on its own. */
function nest(toc: BlogTocEntry[]): Section[] {
  const sections: Section[] = [];
  for (const entry of toc) {
    const last = sections.at(-1);
    if (entry.level === 3 && last && last.entry.level === 2) last.subsections.push(entry);
    else sections.push({ entry, subsections: [] });
  }
  return sections;
}

const linkClass = 'inline-block py-0.5 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/**
 * A post's table of contents, rendered on the server from the outline the API
 * answers (`toc`: three headings or more, else nothing), linking to the headings' anchors. `lang`
 * is the language the headings are written in when it is not the page's (an English post on a
 * German page).
 */
export function PostContents({ toc, lang }: { toc: BlogTocEntry[]; lang?: string }) {
  const { t } = useTranslation('blog');
  if (toc.length === 0) return null;
  return (
    <nav
      aria-label={t('post.contents')}
      className="mt-8 rounded-lg border bg-muted/40 p-4 [overflow-wrap:anywhere] sm:p-5"
      data-testid="post-toc"
    >
      <h2 className="mb-2 text-sm font-semibold">{t('post.contents')}</h2>
      <ol lang={lang} className="flex list-decimal flex-col gap-1 ps-5 text-sm marker:text-muted-foreground">
        {nest(toc).map(({ entry, subsections }) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={linkClass}>
              {entry.text}
            </a>
            {subsections.length ? (
              <ul className="mt-1 flex list-disc flex-col gap-1 ps-5">
                {subsections.map((sub) => (
                  <li key={sub.id}>
                    <a href={`#${sub.id}`} className={linkClass}>
                      {sub.text}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
