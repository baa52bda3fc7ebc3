import type { BackendModule } from 'i18next';

// Each language and namespace is its own small chunk, fetched when a page first needs it; the
// table of those chunks (locale-bundles.ts) is fetched with the first of them.
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import('./locale-bundles.ts')
      .then(({ localeBundles }) => {
        const load = localeBundles[`../locales/${language}/${namespace}.json`];
        return load ? load().then((module) => module.default) : {};
      })
      .then(
        (resources) => callback(null, resources),
        (error: Error) => callback(error, null),
      );
  },
};
