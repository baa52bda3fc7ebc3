import type { BackendModule } from 'i18next';

// Each language and namespace is its own small chunk, fetched when a page first needs it.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};
