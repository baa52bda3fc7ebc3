import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_STATUSES, type AdminOrderStatus } from '#shared/contracts/admin-store.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
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
      <div className="relative">
        <Label htmlFor="order-search" className="sr-only">
          {t('orders.searchLabel')}
        </Label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id="order-search" type="search" className="pl-9" maxLength={200} placeholder={t('orders.searchPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <NativeSelect aria-label={t('orders.statusLabel')} value={status ?? 'all'} onChange={(e) => onStatus(e.target.value === 'all' ? null : (e.target.value as AdminOrderStatus))} className="sm:w-44">
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
