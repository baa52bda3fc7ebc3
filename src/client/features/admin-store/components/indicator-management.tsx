import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { ALL_CATEGORIES, missingTranslations } from '#shared/contracts/admin-store.constants.ts';
import type {
  AdminCategoriesResponse,
  AdminIndicatorDto,
  AdminIndicatorsResponse,
  CreateIndicatorInput,
} from '#shared/contracts/admin-store.ts';
import { Button } from '#client/components/ui/button.tsx';
import { LoadError } from '#client/components/ui/list-states.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#shared/languages.ts';
import { useCreateIndicator } from '../api/create-indicator.ts';
import { useDeleteIndicator } from '../api/delete-indicator.ts';
import { useAdminCategories } from '../api/list-categories.ts';
import { useAdminIndicators } from '../api/list-indicators.ts';
import { toggleInput, useUpdateIndicator } from '../api/update-indicator.ts';
import { DeleteIndicatorDialog } from './delete-indicator-dialog.tsx';
import { IndicatorCards } from './indicator-cards.tsx';
import { IndicatorsTable } from './indicators-table.tsx';
import { useLanguageName } from '#client/lib/use-language-name.ts';

type StatusFilter = 'all' | 'active' | 'inactive';

interface Props {
  initialIndicators: AdminIndicatorsResponse | null;
  initialCategories: AdminCategoriesResponse | null;
}

// The Add/Edit dialog (react-hook-form, the contract's zod schema, Radix Dialog: about 60 KB gzip)
// loads on the Add button's first hover or focus, or when a row's Edit opens it (DESIGN JS budget).
const loadFormDialog = () => import('./indicator-form-dialog.tsx');
const IndicatorFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.IndicatorFormDialog })));
const preloadFormDialog = () => void loadFormDialog();

/** SPEC §2 /admin: search, category and status filters, Add Indicator, the table and its dialogs. */
export function IndicatorManagement({ initialIndicators, initialCategories }: Props) {
  const { t } = useTranslation('admin-store');
  const list = useAdminIndicators(initialIndicators);
  const categories = useAdminCategories(initialCategories).data?.categories ?? [];
  const create = useCreateIndicator();
  const update = useUpdateIndicator();
  const remove = useDeleteIndicator();

  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [missingIn, setMissingIn] = useState<TranslationLanguage | 'all'>('all');
  const languageName = useLanguageName();
  const [form, setForm] = useState<{ open: boolean; indicator: AdminIndicatorDto | null; key: number }>({
    open: false,
    indicator: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<AdminIndicatorDto | null>(null);

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return list.data?.indicators.filter(
      (i) =>
        (!needle ||
          i.name.toLowerCase().includes(needle) ||
          (i.shortDescription ?? '').toLowerCase().includes(needle) ||
          i.description.toLowerCase().includes(needle)) &&
        (categoryId === ALL_CATEGORIES || i.categories.some((c) => String(c.id) === categoryId)) &&
        (status === 'all' || i.isActive === (status === 'active')) &&
        (missingIn === 'all' || missingTranslations(i).includes(missingIn)),
    );
  }, [list.data, search, categoryId, status, missingIn]);

  // A new key remounts the form, so it starts from the chosen indicator's values.
  const openForm = (indicator: AdminIndicatorDto | null) => setForm((f) => ({ open: true, indicator, key: f.key + 1 }));
  const save = (input: CreateIndicatorInput) => {
    setForm((f) => ({ ...f, open: false }));
    if (form.indicator) update.mutate({ input: { ...input, id: form.indicator.id } });
    else create.mutate(input);
  };

  const listProps = {
    indicators: visible,
    onToggle: (indicator: AdminIndicatorDto) => update.mutate({ input: toggleInput(indicator), toggled: true }),
    onEdit: openForm,
    onDelete: setDeleting,
  };

  return (
    <section aria-labelledby="indicators-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="indicators-heading" className="text-xl font-semibold">
          {t('indicators.heading')}
        </h2>
        <Button onClick={() => openForm(null)} onPointerEnter={preloadFormDialog} onFocus={preloadFormDialog}>
          <Plus aria-hidden />
          {t('indicators.add')}
        </Button>
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto]">
        <SearchInput
          id="indicator-search"
          srLabel={t('indicators.searchLabel')}
          placeholder={t('indicators.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <NativeSelect
          aria-label={t('indicators.categoryLabel')}
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
          className="sm:w-48"
        >
          <option value={ALL_CATEGORIES}>{t('indicators.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('indicators.statusLabel')}
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
          className="sm:w-40"
        >
          <option value="all">{t('indicators.allStatus')}</option>
          <option value="active">{t('indicators.activeOnly')}</option>
          <option value="inactive">{t('indicators.inactiveOnly')}</option>
        </NativeSelect>
        <NativeSelect
          aria-label={t('translations.filterLabel')}
          value={missingIn}
          onChange={(e) => setMissingIn(e.target.value as TranslationLanguage | 'all')}
          className="sm:w-48"
          data-testid="translation-filter"
        >
          <option value="all">{t('translations.filterAll')}</option>
          {TRANSLATION_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t('translations.filterMissing', { language: languageName(language) })}
            </option>
          ))}
        </NativeSelect>
      </div>

      {list.isError && !list.data ? (
        <LoadError
          message={t('indicators.loadError')}
          retryLabel={t('indicators.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <div className="hidden md:block">
            <IndicatorsTable {...listProps} />
          </div>
          <div className="md:hidden">
            <IndicatorCards {...listProps} />
          </div>
        </>
      )}
      {visible && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('indicators.count', { count: visible.length, total: list.data?.indicators.length ?? 0 })}
        </p>
      )}

      {form.key > 0 ? (
        <Suspense fallback={null}>
          <IndicatorFormDialog
            key={form.key}
            open={form.open}
            onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
            indicator={form.indicator}
            categories={categories}
            onSubmit={save}
          />
        </Suspense>
      ) : null}
      <DeleteIndicatorDialog
        indicator={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={(indicator) => {
          setDeleting(null);
          remove.mutate({ id: indicator.id, name: indicator.name });
        }}
      />
    </section>
  );
}
