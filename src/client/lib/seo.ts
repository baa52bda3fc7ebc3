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
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags (DESIGN "SEO"). */
export function seoMeta(root: RootData | undefined, page: PageSeo): MetaDescriptor[] {
  if (!root) return [{ title: page.title }];
  const { site, lang } = root;
  const base = site.siteUrl;
  const canonical = localizedUrl(base, page.path, lang);
  const image = new URL(page.image ?? '/media/og-default.png', base).toString();
  const title = page.title.includes(site.siteName) ? page.title : `${page.title} | ${site.siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGE_CODES.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: localizedUrl(base, page.path, code),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: localizedUrl(base, page.path, 'en') },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: page.type === 'article' ? 'article' : 'website' },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: lang.replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  ];
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const data of page.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

/** The root loader's data from a meta function's `matches`. */
export function rootData(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}
