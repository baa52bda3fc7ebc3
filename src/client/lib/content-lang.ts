import { useCallback } from 'react';
import { usePageI18n } from './use-translation.ts';

/**
 * The `lang` attribute of a text the server served in `textLanguage` (WCAG 3.1.2): set
 * only when it differs from the page's language, e.g. an English fallback on a French page, so
 * screen readers switch voice for that block and nowhere else.
 */
export function useContentLang(): (textLanguage: string) => string | undefined {
  const page = usePageI18n().language;
  return useCallback((textLanguage: string) => (textLanguage === page ? undefined : textLanguage), [page]);
}

/** The page's language, for query keys of answers the server writes in it. */
export function usePageLanguage(): string {
  return usePageI18n().language;
}
