import { useCallback, useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The page's i18next instance, straight from the provider. Not `useTranslation()`: that copies the
 * instance's property descriptors into a new wrapper for every component on every server render
 * (issue 21's profile: 6 % of a /products render, three calls per indicator card). The page's
 * language never changes without a new page load, so nothing needs its change events here.
 */
function usePageI18n() {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/**
 * The `lang` attribute of a text the server served in `textLanguage` (issue 17, WCAG 3.1.2): set
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
