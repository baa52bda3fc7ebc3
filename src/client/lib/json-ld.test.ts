import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  itemListJsonLd,
  itemPageJsonLd,
  organizationJsonLd,
  productJsonLd,
} from './json-ld.ts';

// The JSON the pages wrote before the builders moved here, key order included (what
// `<script type="application/ld+json">` carries is JSON.stringify of these objects).
const site = { siteName: 'NovaTick', siteUrl: 'https://shop.example', supportEmail: 'support@shop.example' };
const json = (value: unknown) => JSON.stringify(value);

describe('JSON-LD builders', () => {
  it('Organization (home)', () => {
    expect(json(organizationJsonLd(site))).toBe(
      json({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'NovaTick',
        url: 'https://shop.example',
        email: 'support@shop.example',
        logo: 'https://shop.example/media/apple-touch-icon.png',
      }),
    );
  });

  it('ItemList (catalogue)', () => {
    const items = [
      { url: 'https://shop.example/indicators/3', name: 'Orderflow Pulse' },
      { url: 'https://shop.example/indicators/7', name: 'Volume Lens' },
    ];
    expect(json(itemListJsonLd(items))).toBe(
      json({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, url: 'https://shop.example/indicators/3', name: 'Orderflow Pulse' },
          { '@type': 'ListItem', position: 2, url: 'https://shop.example/indicators/7', name: 'Volume Lens' },
        ],
      }),
    );
  });

  it('FAQPage (support)', () => {
    expect(json(faqPageJsonLd([{ question: 'Refunds?', answer: 'Within 30 days.' }]))).toBe(
      json({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          { '@type': 'Question', name: 'Refunds?', acceptedAnswer: { '@type': 'Answer', text: 'Within 30 days.' } },
        ],
      }),
    );
  });

  it('BreadcrumbList', () => {
    const crumbs = [
      { name: 'Home', url: 'https://shop.example/' },
      { name: 'Indicators', url: 'https://shop.example/products' },
      { name: 'Orderflow Pulse', url: 'https://shop.example/indicators/3' },
    ];
    expect(json(breadcrumbListJsonLd(crumbs))).toBe(
      json({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
          { '@type': 'ListItem', position: 2, name: 'Indicators', item: 'https://shop.example/products' },
          { '@type': 'ListItem', position: 3, name: 'Orderflow Pulse', item: 'https://shop.example/indicators/3' },
        ],
      }),
    );
  });

  const indicator = {
    id: 3,
    name: 'Orderflow Pulse',
    description: 'See which side is in control.',
    imageUrl: '/media/indicators/pulse.webp',
    price: 149,
    categories: [
      { id: 1, name: 'Order Flow', language: 'en' as const },
      { id: 2, name: 'Volume Profile', language: 'en' as const },
    ],
  };

  it('Product with its Offer (indicator page)', () => {
    expect(json(productJsonLd(indicator, site, 'https://shop.example/indicators/3'))).toBe(
      json({
        '@context': 'https://schema.org',
        '@type': 'Product',
        '@id': 'https://shop.example/indicators/3#product',
        name: 'Orderflow Pulse',
        description: 'See which side is in control.',
        image: ['https://shop.example/media/indicators/pulse.webp'],
        sku: 'NT-3',
        category: 'Order Flow, Volume Profile',
        brand: { '@type': 'Brand', name: 'NovaTick' },
        offers: {
          '@type': 'Offer',
          url: 'https://shop.example/indicators/3',
          price: '149.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      }),
    );
  });

  it('Product without image or categories: the placeholder, no category', () => {
    const bare = productJsonLd({ ...indicator, imageUrl: null, categories: [], price: 49.5 }, site, 'u');
    expect(bare.image).toEqual(['https://shop.example/media/indicator-placeholder.webp']);
    expect(json(bare)).not.toContain('"category"');
    expect(bare.offers.price).toBe('49.50');
  });

  it('ItemPage (indicator page): the language its description is served in, the Product as main entity', () => {
    const url = 'https://shop.example/indicators/3';
    const languages = { description: 'en' as const, shortDescription: 'de' as const, features: 'de' as const };
    expect(json(itemPageJsonLd({ name: 'Orderflow Pulse', languages }, url))).toBe(
      json({
        '@context': 'https://schema.org',
        '@type': 'ItemPage',
        '@id': url,
        url,
        name: 'Orderflow Pulse',
        inLanguage: 'en',
        mainEntity: { '@id': `${url}#product` },
      }),
    );
  });

  const post = {
    title: 'Reading Order Flow',
    seoDescription: 'How to read footprint charts.',
    featuredImageUrl: 'https://cdn.example/footprint.webp',
    publishedAt: '2026-09-01T09:00:00.000Z',
    updatedAt: '2026-09-02T10:00:00.000Z',
    author: { displayName: 'Alex Morgan' },
    categories: [{ id: 1, name: 'Order Flow', slug: 'order-flow' }],
    readingTimeMinutes: 6,
    languages: { title: 'fr' as const, excerpt: 'fr' as const, content: 'fr' as const },
  };

  it('BlogPosting (blog post)', () => {
    expect(json(blogPostingJsonLd(post, site, 'https://shop.example/blog/reading-order-flow'))).toBe(
      json({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Reading Order Flow',
        description: 'How to read footprint charts.',
        image: ['https://cdn.example/footprint.webp'],
        datePublished: '2026-09-01T09:00:00.000Z',
        dateModified: '2026-09-02T10:00:00.000Z',
        author: { '@type': 'Person', name: 'Alex Morgan' },
        publisher: {
          '@type': 'Organization',
          name: 'NovaTick',
          logo: { '@type': 'ImageObject', url: 'https://shop.example/media/apple-touch-icon.png' },
        },
        mainEntityOfPage: {
          '@type': 'WebPage',
          '@id': 'https://shop.example/blog/reading-order-flow',
          inLanguage: 'fr',
        },
        articleSection: ['Order Flow'],
        timeRequired: 'PT6M',
        inLanguage: 'fr',
      }),
    );
  });

  it('BlogPosting served in the English fallback says en, though its title is translated', () => {
    const fallback = blogPostingJsonLd(
      { ...post, languages: { title: 'fr', excerpt: 'en', content: 'en' } },
      site,
      'u',
    );
    expect(fallback).toMatchObject({ inLanguage: 'en', mainEntityOfPage: { inLanguage: 'en' } });
  });

  it('BlogPosting without author or image: no author, the default image', () => {
    const bare = blogPostingJsonLd({ ...post, author: null, featuredImageUrl: '' }, site, 'u');
    expect(json(bare)).not.toContain('"author"');
    expect(bare.image).toEqual(['https://shop.example/media/og-default.png']);
  });
});
