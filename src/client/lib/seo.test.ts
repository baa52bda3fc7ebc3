import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#shared/site.ts';
import { breadcrumbListJsonLd, organizationJsonLd, webSiteJsonLd } from './json-ld.ts';
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
});
