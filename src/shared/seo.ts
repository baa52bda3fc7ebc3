import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** Each language has its own URL (`?lang=de`) so search engines can index every translation. */
export function localizedUrl(base: string, path: string, lang: Language): string {
  const url = new URL(path, base);
  url.searchParams.delete('lang');
  if (lang !== DEFAULT_LANGUAGE) url.searchParams.set('lang', lang);
  return url.toString();
}
