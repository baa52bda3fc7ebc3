import type { FlatNamespace, Resource } from 'i18next';
import type { Language } from '#shared/languages.ts';
import { createI18n } from './i18n.ts';

const bundles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** The requested namespaces in `languages` (the page's, and English as the server's fallback). */
export function resourcesFor(languages: Language[], namespaces: string[]): Resource {
  const resources: Resource = {};
  for (const language of new Set(languages)) {
    resources[language] = {};
    for (const ns of namespaces) {
      const bundle = bundles[`../locales/${language}/${ns}.json`];
      if (bundle) resources[language]![ns] = bundle as Resource[string][string];
    }
  }
  return resources;
}

/** A translate function for loaders and `meta` (titles, descriptions), in the page's language. */
export function serverT<N extends FlatNamespace>(lang: Language, namespace: N) {
  return createI18n({
    lang,
    namespaces: ['common', namespace],
    resources: resourcesFor([lang, 'en'], ['common', namespace]),
  }).getFixedT<N>(lang, namespace);
}
