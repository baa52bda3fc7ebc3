import type { APIRequestContext } from '@playwright/test';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { STATIC_PAGES } from '#shared/static-pages.ts';

/**
 * The pages anyone can open without signing in (src/client/routes.ts), for the page-wide checks of
 * The sitemap's, and those it leaves out (search, sign-in, token pages, a 404). The
 * indicator and the blog post are looked up (`catalogue`, `blogPostPaths`), as the data decides.
 */
export const STATIC_PUBLIC_PAGES = [
  ...STATIC_PAGES,
  '/indicators',
  '/search?q=delta',
  '/affiliate',
  '/login',
  '/forgot-password',
  '/reset-password?token=abc123',
  '/sign-in-link?token=abc123',
  '/licences/reset?token=abc123',
  '/account/email/confirm?token=abc123',
  '/suggestions/unsubscribe?token=abc123',
  '/releases/unsubscribe?token=abc123',
  '/no-such-page',
];

/** `path` in `lang`, as a link with `?lang=` opens it. */
export const inLanguage = (path: string, lang: Language) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** The light theme, as the page cache serves it to a first-time visitor who chose light. */
export const LIGHT_THEME = { cookie: 'theme-preference=light' };

/** The server-rendered HTML of `path` in `lang` (light theme), with its status. */
export async function fetchPage(request: APIRequestContext, path: string, lang: Language) {
  const response = await request.get(inLanguage(path, lang), { headers: LIGHT_THEME, maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** The first indicator of the catalogue, and every product name (never translated). */
export async function catalogue(request: APIRequestContext) {
  const response = await request.get('/_api/indicators');
  const { indicators } = (await response.json()) as { indicators: Array<{ id: number; name: string }> };
  return { indicatorPath: `/indicators/${indicators[0]!.id}`, productNames: indicators.map((i) => i.name) };
}

type PostTranslations = Array<{ language: Language; slug: string }>;

/**
 * The address of one published post per language: the first post translated into every language,
 * or null when none is (then `fallback` is the newest post, which every language lists).
 */
export async function blogPostPaths(request: APIRequestContext) {
  const response = await request.get('/_api/blog/posts?limit=50');
  const { posts } = (await response.json()) as { posts: Array<{ slug: string; translations: PostTranslations }> };
  const translated = posts.find((post) => LANGUAGE_CODES.every((l) => post.translations.some((t) => t.language === l)));
  const paths = translated
    ? (Object.fromEntries(
        translated.translations.map((t) => [t.language, `/blog/${encodeURIComponent(t.slug)}`]),
      ) as Record<Language, string>)
    : null;
  return { translated: paths, fallback: `/blog/${encodeURIComponent(posts[0]!.slug)}` };
}
