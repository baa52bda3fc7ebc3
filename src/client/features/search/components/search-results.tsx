import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import type { SearchResult } from '#shared/contracts/search.ts';
import { groupResults } from '#client/lib/group-search-results.ts';

/**
 * The full results page's list: one section per kind, each result a link with its snippet. The
 * snippet is the server's escaped text with `<mark>` around the matched words, nothing else.
 */
export function SearchResults({ results, lang }: { results: SearchResult[]; lang: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="grid gap-10" data-testid="search-results">
      {groupResults(results).map((group) => (
        <section key={group.kind} aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`} className="text-lg font-semibold">
            {t(`search.kinds.${group.kind}`)}
          </h2>
          <ul className="mt-3 divide-y rounded-lg border">
            {group.results.map((result) => (
              <li key={result.url} className="p-4" lang={result.language !== lang ? result.language : undefined}>
                <Link to={result.url} className="font-medium text-primary underline-offset-4 hover:underline">
                  {result.title}
                </Link>
                <p
                  className="mt-1 text-sm text-muted-foreground [&_mark]:rounded-sm [&_mark]:bg-primary/15 [&_mark]:px-0.5 [&_mark]:text-foreground"
                  dangerouslySetInnerHTML={{ __html: result.snippet }}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
