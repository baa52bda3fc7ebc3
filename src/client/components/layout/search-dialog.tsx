import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { Link } from '#client/components/link.tsx';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchResult } from '#shared/contracts/search.ts';
import { siteSearch } from '#shared/contracts/search.endpoints.ts';
import type { Language } from '#shared/languages.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { groupResults } from '#client/lib/group-search-results.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';

const DIALOG_LIMIT = 12;
const DEBOUNCE_MS = 150;

/** The answer for one query; while it is for another query than the field's, a search is running. */
type State = { query: string; results: SearchResult[]; error: unknown };

/**
 * The header's search dialog (loaded on `/`, focus or click of the header's search link): a
 * combobox whose options are the ranked results grouped by kind. Arrow keys move the active
 * option (`aria-activedescendant`), Enter opens it, Escape closes; the dialog traps focus.
 */
export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [answer, setAnswer] = useState<State>({ query: '', results: [], error: null });
  const trimmed = query.trim();
  const searchable = [...trimmed].length >= SEARCH_MIN_LENGTH;
  const status = !searchable ? 'idle' : answer.query === trimmed ? 'done' : 'loading';
  const state = searchable ? answer : { results: [], error: null };

  useEffect(() => {
    if ([...trimmed].length < SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callEndpoint(
        siteSearch,
        { q: trimmed, lang: i18n.language as Language, limit: DIALOG_LIMIT },
        { signal: controller.signal },
      )
        .then((found) => {
          setAnswer({ query: trimmed, results: found.results, error: null });
          setActive(0);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ query: trimmed, results: [], error });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, i18n.language]);

  const groups = groupResults(state.results);
  const ordered = groups.flatMap((group) => group.results);
  // Each group's first option's position in `ordered`, for the options' ids.
  const offsets = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.results.length, 0));
  const optionId = (index: number) => `${id}-option-${index}`;
  const allHref = `/search?q=${encodeURIComponent(trimmed)}`;

  const go = (url: string) => {
    onOpenChange(false);
    void navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!ordered.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + ordered.length) % ordered.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = ordered[active];
      if (chosen) go(chosen.url);
      else if ([...trimmed].length >= SEARCH_MIN_LENGTH) go(allHref);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[10%] max-h-[80vh] translate-y-0 gap-3 overflow-y-auto p-4 sm:max-w-xl">
        <DialogTitle>{t('search.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('search.hintKeys')}</DialogDescription>
        <input
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={ordered.length > 0}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={ordered.length ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          className="h-11 w-full rounded-md border bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="search-dialog-input"
        />
        <div aria-live="polite" className="text-sm text-muted-foreground">
          {status === 'loading'
            ? t('search.loading')
            : state.error
              ? errorText(t, state.error, t('search.failed'))
              : status === 'done' && !ordered.length
                ? t('search.empty', { query: trimmed })
                : status === 'done'
                  ? t('search.count', { count: ordered.length })
                  : null}
        </div>
        <div id={`${id}-listbox`} role="listbox" aria-label={t('search.results')} className="grid gap-3">
          {groups.map((group, g) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
              <div
                id={`${id}-group-${group.kind}`}
                className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
              >
                {t(`search.kinds.${group.kind}`)}
              </div>
              {group.results.map((result, r) => {
                const mine = offsets[g]! + r;
                return (
                  // The combobox's field keeps the focus and the keyboard (aria-activedescendant); a click also works.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={result.url}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    lang={result.language !== i18n.language ? result.language : undefined}
                    onPointerMove={() => setActive(mine)}
                    onClick={() => go(result.url)}
                    className="cursor-pointer rounded-md px-2 py-2 aria-selected:bg-muted"
                    data-testid="search-option"
                  >
                    <div className="font-medium">{result.title}</div>
                    <div
                      className="line-clamp-2 text-sm text-muted-foreground [&_mark]:rounded-sm [&_mark]:bg-primary/15 [&_mark]:px-0.5 [&_mark]:text-foreground"
                      dangerouslySetInnerHTML={{ __html: result.snippet }}
                    />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {[...trimmed].length >= SEARCH_MIN_LENGTH ? (
          <Link
            to={allHref}
            onClick={() => onOpenChange(false)}
            className="text-sm font-medium text-primary underline underline-offset-4"
          >
            {t('search.seeAll', { query: trimmed })}
          </Link>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
