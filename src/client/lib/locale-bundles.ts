/**
 * Every language and namespace as its own small chunk. The table of their hashed file names is
 * about 2.4 KB gzip, so it is a chunk of its own too, which `i18n.client.ts` fetches the first
 * time a page needs a namespace the server did not send (a client-side navigation, a language
 * switch), not with every page's first load (DESIGN JS budget).
 */
export const localeBundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
