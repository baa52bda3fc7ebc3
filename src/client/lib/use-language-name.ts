import { useMemo } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { languageNames } from '#shared/intl-formats.ts';
import { LANGUAGES } from '#shared/languages.ts';

/** A language's name in the page's language ("German" on an English page), by `Intl.DisplayNames`. */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  const page = i18n.language;
  return useMemo(() => {
    const names = languageNames(page);
    return (code: string) => {
      const name = names.of(code) ?? LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;
      return name.charAt(0).toLocaleUpperCase(page) + name.slice(1);
    };
  }, [page]);
}
