import { useTranslation } from '#client/lib/use-translation.ts';
import type { TranslationLanguage } from '#shared/languages.ts';
import { useLanguageName } from '#client/lib/use-language-name.ts';

/**
 * The languages a post or category is not translated into: their codes, compact, in
 * the admin's lists, and their names for screen readers.
 */
export function MissingLanguages({ languages }: { languages: readonly TranslationLanguage[] }) {
  const { t } = useTranslation('admin-blog');
  const languageName = useLanguageName();
  if (languages.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground" data-testid="missing-languages">
      <span aria-hidden>{t('translations.missingShort')}</span>
      {languages.map((language) => (
        <span key={language} aria-hidden className="rounded border border-warning px-1 font-medium text-foreground">
          {language.toUpperCase()}
        </span>
      ))}
      <span className="sr-only">
        {t('translations.missing', { languages: languages.map(languageName).join(', ') })}
      </span>
    </p>
  );
}
