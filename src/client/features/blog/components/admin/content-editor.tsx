import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { TranslationLanguage } from '#shared/languages.ts';
import { Label } from '#client/components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { usePreviewContent } from '../../api/admin-posts.ts';
import type { PostFormInput, PostFormOutput } from './post-form-schema.ts';

interface ContentEditorProps {
  form: UseFormReturn<PostFormInput, unknown, PostFormOutput>;
  /** The control's id; its hint and message are `<id>-hint` and `<id>-error`. */
  id: string;
  error: React.ReactNode;
  /** A translation's body: written in the post's format, which only English chooses. */
  language?: TranslationLanguage;
  /** The label's text when it differs from the visible one (a translation names its language). */
  ariaLabel?: string;
}

/**
 * Markdown or HTML, with a preview rendered by the server: the same renderer and allow-list
 * sanitiser that saving uses, so what the editor sees is what readers get.
 */
export function ContentEditor({ form, id, error, language, ariaLabel }: ContentEditorProps) {
  const { t } = useTranslation('admin-blog');
  const preview = usePreviewContent();
  const [tab, setTab] = useState('write');
  const field = language ? (`translations.${language}.content` as const) : 'content';
  const format = form.watch('contentFormat');
  const invalid = Boolean(error);

  const showPreview = (value: string) => {
    setTab(value);
    if (value === 'preview')
      preview.mutate({ contentFormat: form.getValues('contentFormat'), content: form.getValues(field) });
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Label htmlFor={id}>{t('form.content')}</Label>
        {language ? null : (
          <fieldset className="flex items-center gap-4 text-sm">
            <legend className="sr-only">{t('form.format')}</legend>
            {(['markdown', 'html'] as const).map((value) => (
              <label key={value} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  value={value}
                  className="size-4 accent-[var(--primary)]"
                  {...form.register('contentFormat')}
                />
                {t(`form.formats.${value}`)}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <Tabs value={tab} onValueChange={showPreview}>
        <TabsList>
          <TabsTrigger value="write">{t('form.write')}</TabsTrigger>
          <TabsTrigger value="preview">{t('form.preview')}</TabsTrigger>
        </TabsList>
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <Textarea
            id={id}
            lang={language}
            rows={18}
            className="font-mono text-sm"
            aria-label={ariaLabel}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
            {...form.register(field)}
          />
          <p id={`${id}-hint`} className="mt-2 text-xs text-muted-foreground">
            {format === 'markdown' ? t('form.markdownHint') : t('form.htmlHint')}
          </p>
        </TabsContent>
        <TabsContent value="preview">
          <div
            className="min-h-64 rounded-md border bg-background p-4"
            aria-live="polite"
            aria-busy={preview.isPending}
          >
            {preview.isPending ? (
              <p className="text-muted-foreground">{t('form.previewLoading')}</p>
            ) : preview.isError ? (
              <p className="text-destructive">{errorText(t, preview.error, preview.error.message)}</p>
            ) : preview.data?.html ? (
              // Sanitised by the server's allow-list, exactly as on save.
              <div
                className="prose-content"
                lang={language}
                data-testid="content-preview"
                dangerouslySetInnerHTML={{ __html: preview.data.html }}
              />
            ) : (
              <p className="text-muted-foreground">{t('form.previewEmpty')}</p>
            )}
          </div>
        </TabsContent>
      </Tabs>
      {error}
    </div>
  );
}
