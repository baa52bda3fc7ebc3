import SearchIcon from 'lucide-react/icons/search';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Link } from '#client/components/link.tsx';
import { SEARCH_PAGE_PATH } from '#shared/contracts/search.constants.ts';

const loadDialog = () => import('./search-dialog.tsx');
const SearchDialog = lazy(loadDialog);

/** Keys typed into a field stay there: `/` opens the search only from the page itself. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header's search: a link to /search (works without JavaScript); once hydrated, `/` or a
 * click opens the dialog, whose code loads on first focus, hover or use (not in the first load).
 */
export function HeaderSearch() {
  const { t } = useTranslation('common');
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const preload = () => void loadDialog();
  return (
    <>
      <Link
        to={SEARCH_PAGE_PATH}
        aria-label={t('search.open')}
        aria-keyshortcuts="/"
        aria-haspopup="dialog"
        title={t('search.shortcut')}
        onFocus={preload}
        onPointerEnter={preload}
        onClick={(event) => {
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex size-9 items-center justify-center rounded-md text-foreground/80 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="header-search"
      >
        <SearchIcon className="size-4" aria-hidden />
      </Link>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
