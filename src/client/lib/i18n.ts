import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { groupNumbers } from '#shared/i18n-numbers.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '#shared/languages.ts';

/** Loaded on every page; route modules name their own in `handle.i18n`. */
export const BASE_NAMESPACES = ['common'];

/** The page's translations, written by the server as JSON in `#i18n-boot` so hydration needs no fetch. */
export interface I18nBoot {
  lang: Language;
  resources: Resource;
}

export const I18N_BOOT_ID = 'i18n-boot';

export interface RouteHandle {
  i18n?: string[];
}

/** Namespaces used by the matched routes (`export const handle = { i18n: ['store'] }`). */
export function namespacesOf(handles: Array<RouteHandle | undefined>): string[] {
  return [...new Set([...BASE_NAMESPACES, ...handles.flatMap((h) => h?.i18n ?? [])])];
}

export function createI18n(options: {
  lang: Language;
  resources: Resource;
  namespaces: string[];
  backend?: BackendModule;
  /** The browser gets complete bundles (check:i18n) and skips fetching English as a fallback. */
  fallback?: boolean;
}): I18n {
  const instance = i18next.createInstance();
  if (options.backend) instance.use(options.backend);
  void instance.init({
    lng: options.lang,
    fallbackLng: options.fallback === false ? false : DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: options.namespaces,
    defaultNS: 'common',
    resources: options.resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    // The server has every bundle in memory; only the browser waits for a namespace chunk.
    react: { useSuspense: typeof window !== 'undefined' },
  });
  return groupNumbers(instance);
}
