import { useTranslation } from '#client/lib/use-translation.ts';
import {
  SUGGESTION_STATUSES,
  type AdminSuggestionSort,
  type SuggestionStatus,
} from '#shared/contracts/suggestions.constants.ts';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';

/** SPEC §9: the six sort options, as sortBy + direction pairs. */
export const ADMIN_SORT_OPTIONS = [
  { key: 'newest', sortBy: 'createdAt', sortDirection: 'desc' },
  { key: 'oldest', sortBy: 'createdAt', sortDirection: 'asc' },
  { key: 'mostUpvoted', sortBy: 'upvotes', sortDirection: 'desc' },
  { key: 'highestPriority', sortBy: 'priority', sortDirection: 'desc' },
  { key: 'lowestPriority', sortBy: 'priority', sortDirection: 'asc' },
  { key: 'recentlyUpdated', sortBy: 'updatedAt', sortDirection: 'desc' },
] as const satisfies ReadonlyArray<{ key: string; sortBy: AdminSuggestionSort; sortDirection: 'asc' | 'desc' }>;

interface Props {
  status: SuggestionStatus | null;
  sortKey: string;
  onStatus(status: SuggestionStatus | null): void;
  onSort(option: (typeof ADMIN_SORT_OPTIONS)[number]): void;
}

export function AdminToolbar({ status, sortKey, onStatus, onSort }: Props) {
  const { t } = useTranslation('admin-suggestions');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1.5 sm:w-56">
        <Label htmlFor="suggestions-status-filter">{t('filter.status')}</Label>
        <NativeSelect
          id="suggestions-status-filter"
          value={status ?? ''}
          onChange={(e) => onStatus((e.target.value || null) as SuggestionStatus | null)}
        >
          <option value="">{t('filter.all')}</option>
          {SUGGESTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5 sm:w-56">
        <Label htmlFor="suggestions-sort">{t('filter.sort')}</Label>
        <NativeSelect
          id="suggestions-sort"
          value={sortKey}
          onChange={(e) => onSort(ADMIN_SORT_OPTIONS.find((o) => o.key === e.target.value) ?? ADMIN_SORT_OPTIONS[0])}
        >
          {ADMIN_SORT_OPTIONS.map((o) => (
            <option key={o.key} value={o.key}>
              {t(`sort.${o.key}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
