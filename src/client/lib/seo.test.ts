import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#shared/site.ts';
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  itemPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from './json-ld.ts';
import { localizeJsonLd, seoMeta } from './seo.ts';

const site = {
  siteName: 'NovaTick',
  siteUrl: 'https://shop.example',
  supportEmail: 'support@shop.example',
} as SiteSettings;
const base = 'https://shop.example';

const metaOf = (lang: 'en' | 'de' | 'pt-BR') =>
  seoMeta(
    { lang, site },
    {
      title: 'Home',
      description: 'The shop',
      path: '/',
      jsonLd: [
        organizationJsonLd(site),
        webSiteJsonLd(site),
        breadcrumbListJsonLd([
          { name: 'Home', url: `${base}/` },
          { name: 'Indicators', url: `${base}/products` },
        ]),
      ],
    },
  );
const property = (tags: ReturnType<typeof metaOf>, name: string) =>
  tags.filter((tag) => 'property' in tag && tag.property === name).map((tag) => (tag as { content: string }).content);
const jsonLd = (tags: ReturnType<typeof metaOf>) =>
  tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));

describe('seoMeta: a translated page speaks its language in its metadata', () => {
  it('writes og:locale with a territory in every language, the others as alternates', () => {
    expect(property(metaOf('de'), 'og:locale')).toEqual(['de_DE']);
    expect(property(metaOf('pt-BR'), 'og:locale')).toEqual(['pt_BR']);
    expect(property(metaOf('en'), 'og:locale')).toEqual(['en_US']);
    expect(property(metaOf('de'), 'og:locale:alternate')).toEqual(['en_US', 'pt_BR', 'es_ES', 'fr_FR', 'zh_CN']);
  });

  it("points JSON-LD addresses at the page's translation and says its language", () => {
    const [organization, webSite, breadcrumbs] = jsonLd(metaOf('de'));
    expect(organization).toMatchObject({ '@type': 'Organization', url: base });
    expect(organization).not.toHaveProperty('inLanguage');
    expect(webSite).toMatchObject({ '@type': 'WebSite', url: `${base}/?lang=de`, inLanguage: 'de' });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ item: `${base}/?lang=de` }, { item: `${base}/products?lang=de` }],
    });
    // English keeps the plain addresses.
    expect(jsonLd(metaOf('en'))[2]).toMatchObject({
      itemListElement: [{ item: `${base}/` }, { item: `${base}/products` }],
    });
  });

  it('leaves other sites, images and non-address fields alone', () => {
    const data = {
      '@type': 'BlogPosting',
      image: [`${base}/media/a.png`],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}/blog/x` },
      sameAs: 'https://elsewhere.example/page',
      url: 'https://elsewhere.example/page',
    };
    expect(localizeJsonLd(data, base, 'fr')).toEqual({
      '@type': 'BlogPosting',
      image: [`${base}/media/a.png`],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}/blog/x?lang=fr`, inLanguage: 'fr' },
      sameAs: 'https://elsewhere.example/page',
      url: 'https://elsewhere.example/page',
      inLanguage: 'fr',
    });
  });

  it('keeps the language a builder gave: a post or indicator in the English fallback on a German page', () => {
    const url = `${base}/blog/drawdown-recovery-math`;
    const post = {
      title: 'The Math of Drawdowns',
      seoDescription: 'Why a 50 % loss needs a 100 % gain.',
      featuredImageUrl: null,
      publishedAt: '2026-09-01T09:00:00.000Z',
      updatedAt: '2026-09-01T09:00:00.000Z',
      author: null,
      categories: [],
      readingTimeMinutes: 4,
    };
    const english = { title: 'en', excerpt: 'en', content: 'en' } as const;
    expect(localizeJsonLd(blogPostingJsonLd({ ...post, languages: english }, site, url), base, 'de')).toMatchObject({
      inLanguage: 'en',
      mainEntityOfPage: { '@id': `${url}?lang=de`, inLanguage: 'en' },
    });
    const german = { title: 'de', excerpt: 'de', content: 'de' } as const;
    expect(localizeJsonLd(blogPostingJsonLd({ ...post, languages: german }, site, url), base, 'de')).toMatchObject({
      inLanguage: 'de',
      mainEntityOfPage: { inLanguage: 'de' },
    });
  });

  it("points an indicator page's ItemPage and Product at the page's translation, one @id for both", () => {
    const url = `${base}/indicators/3`;
    const indicator = {
      id: 3,
      name: 'Orderflow Pulse',
      description: 'Sehen Sie, welche Seite aggressiv ist.',
      imageUrl: null,
      price: 149,
      categories: [],
      languages: { description: 'de' as const, shortDescription: 'de' as const, features: 'de' as const },
    };
    const [product, page] = [productJsonLd(indicator, site, url), itemPageJsonLd(indicator, url)].map((data) =>
      localizeJsonLd(data, base, 'de'),
    );
    expect(page).toMatchObject({
      '@id': `${url}?lang=de`,
      url: `${base}/indicators/3?lang=de`,
      inLanguage: 'de',
      mainEntity: { '@id': `${url}?lang=de#product` },
    });
    expect(product).toMatchObject({ '@id': `${url}?lang=de#product`, offers: { url: `${url}?lang=de` } });
    expect(product).not.toHaveProperty('inLanguage');
  });
});

describe('seoMeta: a page opened in a language it is not written in', () => {
  const url = `${base}/blog/english-only`;
  const post = {
    title: 'English only',
    seoDescription: 'A post written in English.',
    featuredImageUrl: null,
    publishedAt: '2026-09-01T09:00:00.000Z',
    updatedAt: '2026-09-01T09:00:00.000Z',
    author: { displayName: 'Maya Chen' },
    categories: [],
    readingTimeMinutes: 4,
    languages: { title: 'en', excerpt: 'en', content: 'en' } as const,
  };
  const postMeta = (
    lang: 'en' | 'de' | 'fr',
    alternates: Array<{ language: 'en' | 'fr'; path: string }>,
    path = '/blog/english-only',
  ) =>
    seoMeta(
      { lang, site },
      {
        title: post.title,
        description: post.seoDescription,
        path,
        alternates,
        type: 'article',
        jsonLd: [blogPostingJsonLd(post, site, url)],
      },
    );
  const canonical = (tags: ReturnType<typeof postMeta>) =>
    tags.filter((tag) => 'rel' in tag && tag.rel === 'canonical').map((tag) => (tag as { href: string }).href);

  it('points an English-only post at ?lang=de to its English address: canonical, og:url and JSON-LD', () => {
    const tags = postMeta('de', [{ language: 'en', path: '/blog/english-only' }]);
    expect(canonical(tags)).toEqual([url]);
    expect(property(tags, 'og:url')).toEqual([url]);
    expect(jsonLd(tags)[0]).toMatchObject({ mainEntityOfPage: { '@id': url } });
  });

  it('keeps its own address for a language it is written in', () => {
    const alternates = [
      { language: 'en' as const, path: '/blog/english-only' },
      { language: 'fr' as const, path: '/blog/en-francais' },
    ];
    expect(canonical(postMeta('fr', alternates, '/blog/en-francais'))).toEqual([`${base}/blog/en-francais?lang=fr`]);
    expect(canonical(postMeta('en', alternates))).toEqual([url]);
    // A page without alternates exists in every language.
    expect(
      canonical(seoMeta({ lang: 'de', site }, { title: 'Pricing', description: 'Plans', path: '/pricing' })),
    ).toEqual([`${base}/pricing?lang=de`]);
  });

  it("never puts ?lang= on the publisher's logo, a file", () => {
    const alternates = [
      { language: 'en' as const, path: '/blog/english-only' },
      { language: 'fr' as const, path: '/blog/en-francais' },
    ];
    const [posting] = jsonLd(postMeta('fr', alternates, '/blog/en-francais'));
    expect(posting).toMatchObject({
      publisher: { logo: { '@type': 'ImageObject', url: `${base}/media/apple-touch-icon.png` } },
      mainEntityOfPage: { '@id': `${url}?lang=fr` },
    });
    expect(JSON.stringify(posting)).not.toContain('apple-touch-icon.png?lang');
  });
});
