import { useTranslation } from '#client/lib/use-translation.ts';
import { ADMIN_ORDER_STATUSES, type AdminOrderStatus } from '#shared/contracts/admin-store.constants.ts';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { useDebouncedSearch } from '#client/lib/use-debounced-search.ts';

interface Props {
  search: string;
  status: AdminOrderStatus | null;
  onSearch(search: string): void;
  onStatus(status: AdminOrderStatus | null): void;
}

export function OrdersToolbar({ search, status, onSearch, onStatus }: Props) {
  const { t } = useTranslation('admin-store');
  const [text, setText] = useDebouncedSearch(search, onSearch);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <SearchInput
        id="order-search"
        srLabel={t('orders.searchLabel')}
        maxLength={200}
        placeholder={t('orders.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <NativeSelect
        aria-label={t('orders.statusLabel')}
        value={status ?? 'all'}
        onChange={(e) => onStatus(e.target.value === 'all' ? null : (e.target.value as AdminOrderStatus))}
        className="sm:w-44"
      >
        <option value="all">{t('orders.allStatuses')}</option>
        {ADMIN_ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`orders.status.${s}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
