import type { FlatNamespace, i18n as I18n, Resource } from 'i18next';
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

const instances = new Map<string, I18n>();

/**
 * The i18next of a language and a set of namespaces (with English as the fallback), made once
 * per process: a render only reads it (nothing on the server changes its language or loads into
 * it), so every request of that page and language shares it. A few dozen at most: six languages
 * times the routes' namespace sets.
 */
export function serverI18n(lang: Language, namespaces: string[]): I18n {
  const key = `${lang}|${namespaces.join(',')}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = createI18n({ lang, namespaces, resources: resourcesFor([lang, 'en'], namespaces) });
    instances.set(key, instance);
  }
  return instance;
}

/** A translate function for loaders and `meta` (titles, descriptions), in the page's language. */
export function serverT<N extends FlatNamespace>(lang: Language, namespace: N) {
  return serverI18n(lang, ['common', namespace]).getFixedT<N>(lang, namespace);
}
