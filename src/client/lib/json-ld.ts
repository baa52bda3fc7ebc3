import type { BlogPost } from '#shared/contracts/blog.ts';
import type { IndicatorDto } from '#shared/contracts/store.ts';
import type { SiteSettings } from '#shared/site.ts';

// schema.org structured data for the pages' <head> (DESIGN "SEO"), handed to `seoMeta` as `jsonLd`.
// Key order is the order the tags are written in; tests pin the output.

const CONTEXT = 'https://schema.org';

type BlogPosting = Pick<
  BlogPost,
  | 'title'
  | 'seoDescription'
  | 'featuredImageUrl'
  | 'publishedAt'
  | 'updatedAt'
  | 'author'
  | 'categories'
  | 'readingTimeMinutes'
  | 'languages'
>;

type Site = Pick<SiteSettings, 'siteName' | 'siteUrl' | 'supportEmail'>;

const logoUrl = (site: Pick<SiteSettings, 'siteUrl'>) => `${site.siteUrl}/media/apple-touch-icon.png`;

/** An absolute address for an image that may be a site path (the base is empty only without site settings). */
const absolute = (path: string, base: string) => new URL(path, base || 'http://localhost').toString();

/** Home: the shop itself. */
export function organizationJsonLd(site: Site) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.siteName,
    url: site.siteUrl,
    email: site.supportEmail,
    logo: logoUrl(site),
  };
}

/** Home: the web site, so search engines show its name (inLanguage is added per page by seoMeta). */
export function webSiteJsonLd(site: Site) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.siteName,
    url: `${site.siteUrl}/`,
    publisher: { '@type': 'Organization', name: site.siteName, url: site.siteUrl },
  };
}

export interface Crumb {
  name: string | undefined;
  url: string;
}

/** The trail Home / section / page, positions from 1. */
export function breadcrumbListJsonLd(crumbs: Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The catalogue: each indicator's page, in the order shown. */
export function itemListJsonLd(items: Array<{ url: string; name: string }>) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: item.url, name: item.name })),
  };
}

/** /support: the FAQ's questions and answers. */
export function faqPageJsonLd(items: Array<{ question: string; answer: string }>) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The `@id` of the Product on an indicator's page (`url`), which its ItemPage names as main entity. */
const productId = (url: string) => `${url}#product`;

/** An indicator's page: the product and its one-time offer in US dollars. `url` is the page's address. */
export function productJsonLd(
  indicator: Pick<IndicatorDto, 'id' | 'name' | 'description' | 'imageUrl' | 'price' | 'categories'>,
  site: Pick<SiteSettings, 'siteName' | 'siteUrl'>,
  url: string,
) {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': productId(url),
    name: indicator.name,
    description: indicator.description,
    image: [absolute(indicator.imageUrl ?? '/media/indicator-placeholder.webp', site.siteUrl)],
    sku: `NT-${indicator.id}`,
    category: indicator.categories.map((c) => c.name).join(', ') || undefined,
    brand: { '@type': 'Brand', name: site.siteName },
    offers: {
      '@type': 'Offer',
      url,
      price: indicator.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/**
 * An indicator's page as a web page whose main entity is the Product (schema.org gives a Product no
 * language). `inLanguage` is the language the description is served in: English on a page in a
 * language the owner has not written it in.
 */
export function itemPageJsonLd(indicator: Pick<IndicatorDto, 'name' | 'languages'>, url: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemPage',
    '@id': url,
    url,
    name: indicator.name,
    inLanguage: indicator.languages.description,
    mainEntity: { '@id': productId(url) },
  };
}

/**
 * A blog post, published by the shop. `url` is the post's address. `inLanguage` is the language its
 * body is served in, which is English on a page in a language the post is not written in.
 */
export function blogPostingJsonLd(post: BlogPosting, site: Pick<SiteSettings, 'siteName' | 'siteUrl'>, url: string) {
  const inLanguage = post.languages.content;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription,
    image: [absolute(post.featuredImageUrl || '/media/og-default.png', site.siteUrl)],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.author ? { '@type': 'Person', name: post.author.displayName } : undefined,
    publisher: {
      '@type': 'Organization',
      name: site.siteName,
      logo: { '@type': 'ImageObject', url: logoUrl(site) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage },
    articleSection: post.categories.map((c) => c.name),
    timeRequired: `PT${post.readingTimeMinutes}M`,
    inLanguage,
  };
}
