import { useTranslation } from '#client/lib/use-translation.ts';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';

/** Key (typed loosely), e-mail or order number; the URL follows after a short pause. */
export function LicencesSearch({ search, onSearch }: { search: string; onSearch(search: string): void }) {
  const { t } = useTranslation('admin-licences');
  const [text, setText] = useDebouncedSearch(search, onSearch);
  return (
    <SearchInput
      id="licence-search"
      srLabel={t('list.searchLabel')}
      maxLength={200}
      placeholder={t('list.searchPlaceholder')}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
