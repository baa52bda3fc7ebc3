import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import { TRANSLATION_LANGUAGES } from '#shared/languages.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useLanguageName } from '#client/lib/use-language-name.ts';
import { isTranslationComplete, type PostFormInput, type PostFormOutput } from './post-form-schema.ts';
import { PostTranslationFields } from './post-translation-fields.tsx';

interface Props {
  form: UseFormReturn<PostFormInput, unknown, PostFormOutput>;
  /** `en` or a translation language. */
  tab: string;
  onTabChange(tab: string): void;
  /** The English tab's fields (the post itself). */
  english: ReactNode;
}

/**
 * English (the post) and one tab per translation. A tab whose translation has no
 * title, excerpt or body yet carries a marker, named for screen readers, so the admin sees what
 * is left to write; a tab with a refused field says so too.
 */
export function PostLanguageTabs({ form, tab, onTabChange, english }: Props) {
  const { t } = useTranslation('admin-blog');
  const languageName = useLanguageName();
  const translations = form.watch('translations');
  const invalid = form.formState.errors.translations;
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList aria-label={t('translations.tabsLabel')} className="h-auto flex-wrap justify-start">
        <TabsTrigger value="en" data-testid="language-tab-en">
          {t('translations.englishTab', { language: languageName('en') })}
        </TabsTrigger>
        {TRANSLATION_LANGUAGES.map((language) => {
          const complete = isTranslationComplete(translations[language]);
          const refused = Boolean(invalid?.[language]);
          return (
            <TabsTrigger key={language} value={language} data-testid={`language-tab-${language}`}>
              {languageName(language)}
              {refused ? (
                <span className="text-destructive">
                  <span aria-hidden>!</span>
                  <span className="sr-only"> ({t('translations.tabInvalid')})</span>
                </span>
              ) : complete ? null : (
                <span data-testid="translation-incomplete">
                  <span aria-hidden className="inline-block size-2 rounded-full bg-warning" />
                  <span className="sr-only"> ({t('translations.tabIncomplete')})</span>
                </span>
              )}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="en" className="flex flex-col gap-5">
        {english}
      </TabsContent>
      {TRANSLATION_LANGUAGES.map((language) => (
        <TabsContent key={language} value={language}>
          <PostTranslationFields form={form} language={language} languageName={languageName(language)} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
