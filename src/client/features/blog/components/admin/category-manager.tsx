import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { slugify } from '#shared/contracts/blog.constants.ts';
import type { z } from 'zod';
import type { AdminBlogCategory, CreateBlogCategoryInput } from '#shared/contracts/blog.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '#shared/languages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText as apiErrorText } from '#client/lib/error-text.ts';
import { lazyZodResolver, toast } from '#client/lib/first-load/index.ts';
import { useLanguageName } from '#client/lib/use-language-name.ts';
import { useDeleteCategory, useSaveCategory } from '../../api/admin-categories.ts';
import { blogFieldText, setServerFieldErrors } from './field-text.ts';
import { MissingLanguages } from './missing-languages.tsx';
import { formatNumber } from '#shared/intl-formats.ts';

type Values = CreateBlogCategoryInput;
type Form = UseFormReturn<Values, unknown, z.output<typeof CreateBlogCategoryInput>>;

/** Every language's name field, empty where the category is not renamed (English shows then). */
const translationValues = (category?: AdminBlogCategory) =>
  Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, category?.translations[l] ?? ''])) as Record<
    TranslationLanguage,
    string
  >;

const untranslated = (category: AdminBlogCategory) =>
  TRANSLATION_LANGUAGES.filter((l) => !category.translations[l]?.trim());

// The contract's schema, loaded with zod on the form's first validation; errors carry field codes.
const resolver = lazyZodResolver(() => import('#shared/contracts/blog.ts').then((c) => c.CreateBlogCategoryInput));

function CategoryForm({ category, onDone }: { category?: AdminBlogCategory; onDone?: () => void }) {
  const { t } = useTranslation('admin-blog');
  const id = useId();
  const save = useSaveCategory();
  const form: Form = useForm({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      translations: translationValues(category),
    },
  });
  const [slugEdited, setSlugEdited] = useState(Boolean(category));
  const { errors } = form.formState;
  const name = form.register('name');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(category ? { ...values, id: category.id } : values);
      toast.success(t('categories.saved'));
      form.reset({ name: '', slug: '', translations: translationValues() });
      setSlugEdited(false);
      onDone?.();
    } catch (error) {
      setServerFieldErrors(form, error);
      toast.error(t('categories.saveFailed'), {
        description: error instanceof ApiError ? apiErrorText(t, error, error.message) : undefined,
      });
    }
  });

  const errorText = (field: 'name' | 'slug') => {
    const error = errors[field];
    return error ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-destructive">
        {blogFieldText(t, field, error.type)}
      </p>
    ) : null;
  };

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>{t('categories.name')}</Label>
        <Input
          id={`${id}-name`}
          maxLength={60}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          {...name}
          onChange={(event) => {
            void name.onChange(event);
            if (!slugEdited) form.setValue('slug', slugify(event.target.value));
          }}
        />
        {errorText('name')}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-slug`}>{t('categories.slug')}</Label>
        <Input
          id={`${id}-slug`}
          maxLength={120}
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={errors.slug ? `${id}-slug-error` : undefined}
          {...form.register('slug', { onChange: () => setSlugEdited(true) })}
        />
        {errorText('slug')}
      </div>
      <TranslatedNames form={form} open={Boolean(category)} />
      <Button type="submit" className="sm:col-start-3 sm:row-start-1 sm:mt-6" disabled={form.formState.isSubmitting}>
        {category ? null : <Plus aria-hidden />}
        {category ? t('categories.save') : t('categories.add')}
      </Button>
    </form>
  );
}

/** The name per language, folded away on the add form; blank shows the English name. */
function TranslatedNames({ form, open }: { form: Form; open: boolean }) {
  const { t } = useTranslation('admin-blog');
  const languageName = useLanguageName();
  const id = useId();
  const errors = form.formState.errors.translations;
  return (
    <details open={open} className="sm:col-span-3">
      <summary className="cursor-pointer text-sm font-medium">{t('translations.categoryNames')}</summary>
      <p className="mt-2 text-xs text-muted-foreground">{t('translations.categoryNamesHint')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {TRANSLATION_LANGUAGES.map((language) => (
          <div key={language} className="flex flex-col gap-2">
            <Label htmlFor={`${id}-${language}`}>{languageName(language)}</Label>
            <Input
              id={`${id}-${language}`}
              lang={language}
              maxLength={60}
              aria-invalid={errors?.[language] ? true : undefined}
              aria-describedby={errors?.[language] ? `${id}-${language}-error` : undefined}
              {...form.register(`translations.${language}`)}
            />
            {errors?.[language] ? (
              <p id={`${id}-${language}-error`} className="text-sm font-medium text-destructive">
                {blogFieldText(t, 'name', errors[language].type)}
              </p>
            ) : null}
          </div>
        ))}
      </div>
    </details>
  );
}

function EditCategory({ category }: { category: AdminBlogCategory }) {
  const { t } = useTranslation('admin-blog');
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

function DeleteCategory({ category }: { category: AdminBlogCategory }) {
  const { t } = useTranslation('admin-blog');
  const remove = useDeleteCategory();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('categories.delete', { name: category.name })}>
          <Trash2 aria-hidden />
        </Button>
      }
      title={t('categories.delete', { name: category.name })}
      description={t('categories.deleteText', { count: category.postCount })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={() =>
        remove.mutate(category.id, {
          onSuccess: () => toast.success(t('categories.deleted')),
          onError: (error) => toast.error(apiErrorText(t, error, t('categories.deleteFailed'))),
        })
      }
    />
  );
}

export function CategoryManager({ categories }: { categories: AdminBlogCategory[] }) {
  const { t, i18n } = useTranslation('admin-blog');
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-lg border bg-card p-4">
        <h2 className="mb-3 font-semibold">{t('categories.new')}</h2>
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
                <TableHead>{t('categories.slug')}</TableHead>
                <TableHead className="text-right">{t('categories.posts')}</TableHead>
                <TableHead className="text-right">{t('list.columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {categories.map((category) => (
                <TableRow key={category.id}>
                  <TableCell className="font-medium">
                    {category.name}
                    <MissingLanguages languages={untranslated(category)} />
                  </TableCell>
                  <TableCell className="text-muted-foreground">{category.slug}</TableCell>
                  <TableCell className="text-right">{formatNumber(category.postCount, i18n.language)}</TableCell>
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
