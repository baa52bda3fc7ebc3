import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AFFILIATE_STATUSES, type AffiliateStatus } from '#shared/contracts/affiliates.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';

/** SPEC §9: the affiliate search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  search: string;
  status: AffiliateStatus | null;
  onSearch(search: string): void;
  onStatus(status: AffiliateStatus | null): void;
}

export function AffiliatesToolbar({ search, status, onSearch, onStatus }: Props) {
  const { t } = useTranslation('admin-affiliates');
  const [text, setText] = useState(search);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The URL may change from outside (back button): follow it.
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor="affiliates-search" className="sr-only">
          {t('affiliates.searchLabel')}
        </Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id="affiliates-search" type="search" className="pl-9" placeholder={t('affiliates.searchPlaceholder')} value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-52">
        <Label htmlFor="affiliates-status" className="sr-only">
          {t('affiliates.statusLabel')}
        </Label>
        <NativeSelect id="affiliates-status" value={status ?? ''} onChange={(e) => onStatus((e.target.value || null) as AffiliateStatus | null)}>
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
