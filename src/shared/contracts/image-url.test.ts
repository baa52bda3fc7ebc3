import { describe, expect, it } from 'vitest';
import { CreateIndicatorInputSchema } from './admin-store.ts';
import { BlogPostFields } from './blog.ts';
import { isSafeImageUrl } from './image-url.ts';

const indicator = (imageUrl: string) => ({
  name: 'Order Flow',
  description: 'A long enough description.',
  price: 99,
  categoryIds: [1],
  imageUrl,
});

describe('image URL fields accept only http(s) URLs and same-site paths', () => {
  const hostile = [
    '/\\evil.example/x.png',
    '//evil.example/x.png',
    '/\t/evil.example/x.png',
    '/\n/evil.example/x.png',
    '\\\\evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    'https:evil.example',
    'ftp://evil.example/x.png',
    '/media/a\\b.png',
  ];
  const fine = ['/media/blog-1.webp', 'https://cdn.example.com/x.png', 'http://cdn.example.com/a/b.png?v=1'];

  it.each(hostile)('refuses %j', (value) => {
    expect(isSafeImageUrl(value)).toBe(false);
    expect(CreateIndicatorInputSchema.safeParse(indicator(value)).success).toBe(false);
    expect(BlogPostFields.featuredImageUrl.safeParse(value).success).toBe(false);
  });

  it.each(fine)('accepts %j', (value) => {
    expect(isSafeImageUrl(value)).toBe(true);
    expect(CreateIndicatorInputSchema.safeParse(indicator(value)).success).toBe(true);
    expect(BlogPostFields.featuredImageUrl.safeParse(value).success).toBe(true);
  });
});
