import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/**
 * Each language has its own URL (`?lang=de`) so search engines can index every translation.
 * The address is always on `base`'s origin: `path` is the request's own path, which a visitor
 * writes, so `//evil.example/` or `/\evil.example` stays a path of this site (never another host
 * in a canonical or `og:url`), and a path that is no valid host (`//%00`) never throws.
 */
export function localizedUrl(base: string, path: string, lang: Language): string {
  const url = new URL(`${new URL(base).origin}/${path.replace(/^[/\\]+/, '')}`);
  url.searchParams.delete('lang');
  if (lang !== DEFAULT_LANGUAGE) url.searchParams.set('lang', lang);
  return url.toString();
}
