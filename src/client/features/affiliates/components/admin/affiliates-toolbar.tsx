import { useEffect } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { AFFILIATE_STATUSES, type AffiliateStatus } from '#shared/contracts/affiliates.constants.ts';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';

interface Props {
  search: string;
  status: AffiliateStatus | null;
  onSearch(search: string): void;
  onStatus(status: AffiliateStatus | null): void;
}

export function AffiliatesToolbar({ search, status, onSearch, onStatus }: Props) {
  const { t } = useTranslation('admin-affiliates');
  const [text, setText] = useDebouncedSearch(search, onSearch);

  // The URL may change from outside (back button): follow it.
  useEffect(() => setText(search), [search, setText]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="affiliates-search" className="sr-only">
          {t('affiliates.searchLabel')}
        </Label>
        <SearchInput
          id="affiliates-search"
          placeholder={t('affiliates.searchPlaceholder')}
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:w-52">
        <Label htmlFor="affiliates-status" className="sr-only">
          {t('affiliates.statusLabel')}
        </Label>
        <NativeSelect
          id="affiliates-status"
          value={status ?? ''}
          onChange={(e) => onStatus((e.target.value || null) as AffiliateStatus | null)}
        >
          <option value="">{t('affiliates.allStatuses')}</option>
          {AFFILIATE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`affiliateStatus.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
