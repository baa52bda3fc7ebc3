import type { MetaDescriptor } from 'react-router';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { localizedUrl } from '#shared/seo.ts';
import type { SiteSettings } from '#shared/site.ts';

export interface RootData {
  lang: Language;
  site: SiteSettings;
}

export interface PageSeo {
  title: string;
  description: string;
  /** Path without query, e.g. `/pricing`. */
  path: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** JSON-LD objects for this page. */
  jsonLd?: object[];
  noindex?: boolean;
  /**
   * The languages the page exists in, each at its own path (a translated post has its own slug).
   * Left out, every language at `path`. Hreflang never points at a fallback.
   */
  alternates?: Array<{ language: Language; path: string }>;
}

/** Open Graph wants a territory with each language (`de_DE`, not `de`). */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  'pt-BR': 'pt_BR',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  zh: 'zh_CN',
};

/** schema.org types of the pages' JSON-LD that are creative works, so they say their language. */
const WITH_LANGUAGE = new Set(['WebSite', 'WebPage', 'ItemPage', 'FAQPage', 'BlogPosting', 'Article']);
/** Fields of the pages' JSON-LD that hold an address of this site. */
const ADDRESS_FIELDS = new Set(['url', 'item', '@id']);

/**
 * The JSON-LD of a page in its language: the site's own addresses (`url`, `item`, `@id`) point at
 * the page's translation (`?lang=de`), as its canonical does (the bare site address of the
 * Organization stays), and creative works carry `inLanguage`: the page's language, unless the
 * builder said which language the text is served in (a post or indicator in the English fallback
 * on a German page says `en`). Builders (json-ld.ts) write English addresses; this is the one place
 * that localises.
 */
export function localizeJsonLd<T>(data: T, base: string, lang: Language): T {
  const visit = (value: unknown, field?: string): unknown => {
    if (typeof value === 'string')
      return field && ADDRESS_FIELDS.has(field) && base && value.startsWith(`${base}/`)
        ? localizedUrl(base, value.slice(base.length), lang)
        : value;
    if (Array.isArray(value)) return value.map((item) => visit(item, field));
    if (!value || typeof value !== 'object') return value;
    // An image (the publisher's logo) is a file, the same in every language: never `?lang=`.
    if ((value as Record<string, unknown>)['@type'] === 'ImageObject') return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = visit(inner, key);
    if (typeof out['@type'] === 'string' && WITH_LANGUAGE.has(out['@type'])) out.inLanguage ??= lang;
    return out;
  };
  return visit(data) as T;
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags (DESIGN "SEO"). */
export function seoMeta(root: RootData | undefined, page: PageSeo): MetaDescriptor[] {
  if (!root) return [{ title: page.title }];
  const { site, lang } = root;
  const base = site.siteUrl;
  const alternates = page.alternates ?? LANGUAGE_CODES.map((language) => ({ language, path: page.path }));
  const defaultPath = alternates.find((a) => a.language === 'en')?.path ?? page.path;
  // A page opened in a language it is not written in (an English-only post at `?lang=de`) is the
  // English page in a translated frame: its canonical is the English address, so search engines
  // never index it as a second copy.
  const written = alternates.some((alternate) => alternate.language === lang);
  const canonical = written ? localizedUrl(base, page.path, lang) : localizedUrl(base, defaultPath, 'en');
  const image = new URL(page.image ?? '/media/og-default.png', base).toString();
  const title = page.title.includes(site.siteName) ? page.title : `${page.title} | ${site.siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.language,
      href: localizedUrl(base, alternate.path, alternate.language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: localizedUrl(base, defaultPath, 'en') },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: page.type === 'article' ? 'article' : 'website' },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...alternates
      .filter((alternate) => alternate.language !== lang)
      .map((alternate) => ({ property: 'og:locale:alternate', content: OG_LOCALES[alternate.language] })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  ];
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  // The structured data's addresses follow the canonical: English when the page is not written in `lang`.
  const addressLang = written ? lang : 'en';
  for (const data of page.jsonLd ?? []) tags.push({ 'script:ld+json': localizeJsonLd(data, base, addressLang) });
  return tags;
}

/** The root loader's data from a meta function's `matches`. */
export function rootData(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}

/** An admin page's head: the page's translated title (from its loader) with the site name, never indexed. */
export function adminMeta({
  data,
  matches,
}: {
  data: { title?: string } | null | undefined;
  matches: Parameters<typeof rootData>[0];
}) {
  return [
    { title: `${data?.title ?? ''} | ${rootData(matches)?.site.siteName ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ];
}
