import Save from 'lucide-react/icons/save';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { slugify } from '#shared/contracts/blog.constants.ts';
import type { AdminBlogCategory, AdminBlogPost } from '#shared/contracts/blog.ts';
import { TRANSLATION_LANGUAGES } from '#shared/languages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { DateTimeLocalInput } from '#client/components/ui/date-time-local-input.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText } from '#client/lib/error-text.ts';
import { lazyZodResolver, toast } from '#client/lib/first-load/index.ts';
import { useSavePost } from '../../api/admin-posts.ts';
import { ContentEditor } from './content-editor.tsx';
import { blogFieldText, setServerFieldErrors } from './field-text.ts';
import { PostLanguageTabs } from './post-language-tabs.tsx';
import {
  formDefaults,
  PostFormSchema,
  toLocalInput,
  toPayload,
  type PostFormInput,
  type PostFormOutput,
} from './post-form-schema.ts';
import { StatusBadge } from './posts-table.tsx';

/** The English tab's fields: a refused one there opens that tab. */
const ENGLISH_FIELDS = new Set(['title', 'slug', 'excerpt', 'content', 'seoTitle', 'seoDescription']);

// The schema is already in this module (the editor is admin-only); the resolver adds field codes.
const resolver = lazyZodResolver(async () => PostFormSchema);

export function PostForm({ post, categories }: { post?: AdminBlogPost; categories: AdminBlogCategory[] }) {
  const { t } = useTranslation('admin-blog');
  const id = useId();
  const navigate = useNavigate();
  const save = useSavePost();
  const form = useForm<PostFormInput, unknown, PostFormOutput>({
    resolver,
    defaultValues: formDefaults(post),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // A new post's slug follows its title until someone edits the slug by hand.
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [tab, setTab] = useState('en');
  // A refused field may sit on a hidden language tab: show the first tab that has one, before
  // react-hook-form moves the focus to it.
  const showRefusedTab = (invalid: typeof errors) => {
    const language = TRANSLATION_LANGUAGES.find((l) => invalid.translations?.[l]);
    const english = Object.keys(invalid).some((field) => ENGLISH_FIELDS.has(field));
    const next = english || !language ? 'en' : language;
    if (next !== tab) flushSync(() => setTab(next));
  };

  // The publish time is shown in the browser's time zone, which the server cannot know.
  useEffect(() => {
    form.setValue('publishAt', toLocalInput(post?.publishedAt ? new Date(post.publishedAt) : new Date()));
  }, [form, post?.publishedAt]);

  const [publish, publishAt] = form.watch(['publish', 'publishAt']);
  const when = new Date(publishAt);
  const status =
    publish === 'draft'
      ? 'draft'
      : !Number.isNaN(when.getTime()) && when.getTime() > Date.now()
        ? 'scheduled'
        : 'published';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const payload = toPayload(values);
      const result = await save.mutateAsync(post ? { ...payload, id: post.id } : payload);
      toast.success(t('form.saved'), { description: t(`form.savedAs.${result.post.status}`) });
      await navigate('/admin/blog');
    } catch (error) {
      setServerFieldErrors(form, error);
      showRefusedTab(form.formState.errors);
      toast.error(t('form.saveFailed'), {
        description: error instanceof ApiError ? errorText(t, error, error.message) : undefined,
      });
    }
  }, showRefusedTab);

  const message = (name: keyof PostFormInput) => {
    const error = errors[name];
    if (!error) return null;
    return (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
        {blogFieldText(t, name, error.type)}
      </p>
    );
  };
  const a11y = (name: keyof PostFormInput, hint = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
      undefined,
  });
  const row = (name: keyof PostFormInput, label: string, control: React.ReactNode, hint?: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {hint ? (
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {message(name)}
    </div>
  );

  const titleField = form.register('title');
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]"
      data-testid="post-form"
    >
      <div className="flex min-w-0 flex-col gap-5">
        <PostLanguageTabs
          form={form}
          tab={tab}
          onTabChange={setTab}
          english={
            <>
              {row(
                'title',
                t('form.title'),
                <Input
                  {...a11y('title')}
                  maxLength={200}
                  {...titleField}
                  onChange={(event) => {
                    void titleField.onChange(event);
                    if (!slugEdited) form.setValue('slug', slugify(event.target.value));
                  }}
                />,
              )}
              {row(
                'slug',
                t('form.slug'),
                <Input
                  {...a11y('slug', true)}
                  maxLength={120}
                  {...form.register('slug', { onChange: () => setSlugEdited(true) })}
                />,
                t('form.slugHint'),
              )}
              {row(
                'excerpt',
                t('form.excerpt'),
                <Textarea rows={3} maxLength={500} {...a11y('excerpt', true)} {...form.register('excerpt')} />,
                t('form.excerptHint'),
              )}
              <ContentEditor form={form} id={`${id}-content`} error={message('content')} />
              <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
                <legend className="px-1 font-semibold">{t('form.seo')}</legend>
                {row(
                  'seoTitle',
                  t('form.seoTitle'),
                  <Input {...a11y('seoTitle', true)} maxLength={120} {...form.register('seoTitle')} />,
                  t('form.seoTitleHint'),
                )}
                {row(
                  'seoDescription',
                  t('form.seoDescription'),
                  <Textarea
                    rows={3}
                    maxLength={320}
                    {...a11y('seoDescription', true)}
                    {...form.register('seoDescription')}
                  />,
                  t('form.seoDescriptionHint'),
                )}
              </fieldset>
            </>
          }
        />
      </div>

      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-4 rounded-lg border bg-card p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">{t('form.publishing')}</h2>
            <StatusBadge status={status} />
          </div>
          {row(
            'publish',
            t('form.visibility'),
            <NativeSelect {...a11y('publish')} {...form.register('publish')}>
              <option value="draft">{t('form.draft')}</option>
              <option value="publish">{t('form.publish')}</option>
            </NativeSelect>,
          )}
          {publish === 'publish'
            ? row(
                'publishAt',
                t('form.publishAt'),
                <DateTimeLocalInput {...a11y('publishAt', true)} {...form.register('publishAt')} />,
                t('form.publishAtHint'),
              )
            : null}
          <Button type="submit" disabled={form.formState.isSubmitting}>
            <Save aria-hidden />
            {form.formState.isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
        </div>

        <div className="flex flex-col gap-4 rounded-lg border bg-card p-4">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-featured`}>{t('form.featured')}</Label>
            <Controller
              control={form.control}
              name="featured"
              render={({ field }) => (
                <Switch id={`${id}-featured`} checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('form.categories')}</legend>
            {categories.length === 0 ? <p className="text-sm text-muted-foreground">{t('form.noCategories')}</p> : null}
            <Controller
              control={form.control}
              name="categoryIds"
              render={({ field }) => (
                <>
                  {categories.map((category) => (
                    <div key={category.id} className="flex items-center gap-2">
                      <Checkbox
                        id={`${id}-category-${category.id}`}
                        checked={field.value.includes(category.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked ? [...field.value, category.id] : field.value.filter((c) => c !== category.id),
                          )
                        }
                      />
                      <Label htmlFor={`${id}-category-${category.id}`} className="font-normal">
                        {category.name}
                      </Label>
                    </div>
                  ))}
                </>
              )}
            />
          </fieldset>
          {row(
            'featuredImageUrl',
            t('form.image'),
            <Input
              {...a11y('featuredImageUrl', true)}
              maxLength={500}
              placeholder="/media/blog-1.webp"
              {...form.register('featuredImageUrl')}
            />,
            t('form.imageHint'),
          )}
        </div>

        <div className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-everyLanguage`}>{t('translations.showInEveryLanguage')}</Label>
            <Controller
              control={form.control}
              name="showInEveryLanguage"
              render={({ field }) => (
                <Switch
                  id={`${id}-everyLanguage`}
                  aria-describedby={`${id}-everyLanguage-hint`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
          <p id={`${id}-everyLanguage-hint`} className="text-xs text-muted-foreground">
            {t('translations.showInEveryLanguageHint')}
          </p>
        </div>
      </div>
    </form>
  );
}
