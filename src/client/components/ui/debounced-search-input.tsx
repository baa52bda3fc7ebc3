import { SearchInput } from '#client/components/ui/search-input.tsx';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';

interface Props {
  id: string;
  label: string;
  placeholder: string;
  /** The search the list shows now (from the URL). */
  search: string;
  onSearch(search: string): void;
  wrapperClassName?: string;
}

/** An admin list's search box; the URL follows after a short pause (SEARCH_DEBOUNCE_MS). */
export function DebouncedSearchInput({ id, label, placeholder, search, onSearch, wrapperClassName }: Props) {
  const [text, setText] = useDebouncedSearch(search, onSearch);
  return (
    <SearchInput
      id={id}
      wrapperClassName={wrapperClassName}
      srLabel={label}
      maxLength={200}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
