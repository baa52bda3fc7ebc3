import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { slugify } from '#shared/contracts/blog.constants.ts';
import type { TranslationLanguage } from '#shared/languages.ts';
import { FieldError, FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ContentEditor } from './content-editor.tsx';
import { blogFieldText } from './field-text.ts';
import type { PostFormInput, PostFormOutput } from './post-form-schema.ts';

interface Props {
  form: UseFormReturn<PostFormInput, unknown, PostFormOutput>;
  language: TranslationLanguage;
  /** The language's name in the page's language (`Intl.DisplayNames`). */
  languageName: string;
}

type Field = 'title' | 'slug' | 'excerpt' | 'content' | 'seoTitle' | 'seoDescription';

/**
 * One language tab of the post editor: the post's texts in that language, written
 * with `lang` on each control (spell-checkers, screen readers). All optional until something is
 * written; then a title and a slug are required, and an empty field shows the English one.
 */
export function PostTranslationFields({ form, language, languageName }: Props) {
  const { t } = useTranslation('admin-blog');
  const errors = form.formState.errors.translations?.[language];
  const path = (field: Field) => `translations.${language}.${field}` as const;
  const id = (field: Field) => `post-${language}-${field}`;
  const message = (field: Field) => {
    const error = errors?.[field];
    return error ? blogFieldText(t, field, error.type) : undefined;
  };
  // The visible label plus the language, so each tab's fields have a name of their own.
  const control = (field: Field, label: string, hint = false) => ({
    id: id(field),
    lang: language,
    'aria-label': `${label} (${languageName})`,
    ...fieldAria(id(field), { error: message(field), hint }),
    ...form.register(path(field)),
  });

  const title = control('title', t('form.title'));
  // The slug follows the title while it is empty or still the title's own slug.
  const followTitle = (event: React.ChangeEvent<HTMLInputElement>) => {
    const slug = form.getValues(path('slug'));
    if (!slug || slug === slugify(form.getValues(path('title'))))
      form.setValue(path('slug'), slugify(event.target.value));
    void title.onChange(event);
  };

  return (
    <div className="flex flex-col gap-5" data-testid={`post-translation-${language}`}>
      <p className="text-sm text-muted-foreground">{t('translations.hint', { language: languageName })}</p>
      <FormField id={id('title')} label={t('form.title')} error={message('title')}>
        <Input maxLength={200} {...title} onChange={followTitle} />
      </FormField>
      <FormField id={id('slug')} label={t('form.slug')} error={message('slug')} hint={t('translations.slugHint')}>
        <Input maxLength={120} {...control('slug', t('form.slug'), true)} />
      </FormField>
      <FormField
        id={id('excerpt')}
        label={t('form.excerpt')}
        error={message('excerpt')}
        hint={t('translations.fallbackHint')}
      >
        <Textarea rows={3} maxLength={500} {...control('excerpt', t('form.excerpt'), true)} />
      </FormField>
      <ContentEditor
        form={form}
        id={id('content')}
        language={language}
        ariaLabel={`${t('form.content')} (${languageName})`}
        error={message('content') ? <FieldError id={`${id('content')}-error`} message={message('content')} /> : null}
      />
      <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
        <legend className="px-1 font-semibold">{t('form.seo')}</legend>
        <FormField
          id={id('seoTitle')}
          label={t('form.seoTitle')}
          error={message('seoTitle')}
          hint={t('form.seoTitleHint')}
        >
          <Input maxLength={120} {...control('seoTitle', t('form.seoTitle'), true)} />
        </FormField>
        <FormField
          id={id('seoDescription')}
          label={t('form.seoDescription')}
          error={message('seoDescription')}
          hint={t('form.seoDescriptionHint')}
        >
          <Textarea rows={3} maxLength={320} {...control('seoDescription', t('form.seoDescription'), true)} />
        </FormField>
      </fieldset>
    </div>
  );
}
