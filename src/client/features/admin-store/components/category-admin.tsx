import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { CATEGORY_NAME_MAX } from '#shared/contracts/admin-categories.constants.ts';
import type { AdminCategory } from '#shared/contracts/admin-categories.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#shared/languages.ts';
import { formatNumber } from '#shared/intl-formats.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useLanguageName } from '#client/lib/use-language-name.ts';
import { useDeleteCategory, useSaveCategory } from '../api/save-category.ts';

type Names = Record<TranslationLanguage, string>;
const namesOf = (category?: AdminCategory): Names =>
  Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, category?.translations[l]?.name ?? ''])) as Names;

/** Add (no `category`) or rename one: the English name and, folded away on the add form, the other five. */
function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone?: () => void }) {
  const { t } = useTranslation('admin-store');
  const languageName = useLanguageName();
  const id = useId();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [names, setNames] = useState<Names>(namesOf(category));
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('categories.nameRequired'));
    setError(undefined);
    const translations = Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, { name: names[l] }]));
    try {
      await save.mutateAsync(category ? { id: category.id, name, translations } : { name, translations });
      toast.success(t('categories.saved'));
      if (!category) {
        setName('');
        setNames(namesOf());
      }
      onDone?.();
    } catch (failure) {
      const message = errorText(t, failure, t('categories.saveFailed'));
      if (failure instanceof ApiError && failure.status !== 500) setError(message);
      else toast.error(message);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormField id={`${id}-name`} label={t('categories.name')} error={error} required>
        <Input
          id={`${id}-name`}
          name="name"
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          {...fieldAria(`${id}-name`, { error, required: true })}
        />
      </FormField>
      <details open={Boolean(category)}>
        <summary className="cursor-pointer text-sm font-medium">{t('categories.translations')}</summary>
        <p className="mt-2 text-xs text-muted-foreground">{t('categories.translationsHint')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {TRANSLATION_LANGUAGES.map((language) => (
            <FormField key={language} id={`${id}-${language}`} label={languageName(language)}>
              <Input
                id={`${id}-${language}`}
                lang={language}
                value={names[language]}
                maxLength={CATEGORY_NAME_MAX}
                onChange={(event) => setNames({ ...names, [language]: event.target.value })}
              />
            </FormField>
          ))}
        </div>
      </details>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {category ? null : <Plus aria-hidden />}
          {category ? t('categories.save') : t('categories.add')}
        </Button>
      </div>
    </form>
  );
}

function EditCategory({ category }: { category: AdminCategory }) {
  const { t } = useTranslation('admin-store');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('categories.edit', { name: category.name })}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('categories.edit', { name: category.name })}</DialogTitle>
        </DialogHeader>
        <CategoryForm category={category} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DeleteCategory({ category }: { category: AdminCategory }) {
  const { t } = useTranslation('admin-store');
  const remove = useDeleteCategory();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('categories.delete', { name: category.name })}>
          <Trash2 aria-hidden />
        </Button>
      }
      title={t('categories.delete', { name: category.name })}
      description={
        category.indicatorCount > 0
          ? t('categories.deleteInUse', { count: category.indicatorCount })
          : t('categories.deleteText')
      }
      cancelLabel={t('categories.cancel')}
      confirmLabel={t('categories.confirmDelete')}
      onConfirm={() =>
        remove.mutate(category.id, {
          onSuccess: () => toast.success(t('categories.deleted')),
          onError: (failure) => toast.error(errorText(t, failure, t('categories.deleteFailed'))),
        })
      }
    />
  );
}

/** /admin/categories: the add form, then every category with its languages and indicators. */
export function CategoryAdmin({ categories }: { categories: AdminCategory[] }) {
  const { t, i18n } = useTranslation('admin-store');
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-lg border bg-card p-4" aria-labelledby="new-category">
        <h2 id="new-category" className="mb-3 font-semibold">
          {t('categories.new')}
        </h2>
        <CategoryForm />
      </section>
      <div className="rounded-lg border bg-card">
        {categories.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">{t('categories.empty')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('categories.name')}</TableHead>
                <TableHead>{t('categories.languages')}</TableHead>
                <TableHead className="text-right">{t('categories.indicators')}</TableHead>
                <TableHead className="text-right">{t('categories.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {categories.map((category) => (
                <TableRow key={category.id} data-testid="category-row">
                  <TableCell className="font-medium">{category.name}</TableCell>
                  <TableCell className="text-sm text-muted-foreground">
                    {TRANSLATION_LANGUAGES.filter((l) => category.translations[l]?.name).map((l) => (
                      <span key={l} lang={l} className="mr-2 inline-block">
                        {category.translations[l]!.name}
                      </span>
                    ))}
                  </TableCell>
                  <TableCell className="text-right">{formatNumber(category.indicatorCount, i18n.language)}</TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <EditCategory category={category} />
                      <DeleteCategory category={category} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </div>
  );
}
