import { useEffect, useEffectEvent, useState } from 'react';

/** Typing waits this long before the list reloads (SPEC §9, the same for every admin table). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box that applies itself after a pause. `committed` is the search the list
 * shows now (from the URL); `onSearch` gets the trimmed text once typing stops, unless it already
 * is the committed one.
 */
export function useDebouncedSearch(committed: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(committed);
  const search = useEffectEvent(onSearch);

  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => search(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  return [text, setText] as const;
}
