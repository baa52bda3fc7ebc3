import { describe, expect, it } from 'vitest';
import { localizedUrl } from './seo.ts';

const SITE = 'https://shop.example';

describe('localizedUrl', () => {
  it.each([
    ['/pricing', 'en', 'https://shop.example/pricing'],
    ['/pricing', 'de', 'https://shop.example/pricing?lang=de'],
    ['/blog?category=news&lang=fr', 'zh', 'https://shop.example/blog?category=news&lang=zh'],
    ['/suggestions?id=4', 'en', 'https://shop.example/suggestions?id=4'],
  ] as const)('puts %j in %s at %j', (path, lang, expected) => {
    expect(localizedUrl(SITE, path, lang)).toBe(expected);
  });

  // The 404 page's canonical is built from the visitor's own path.
  it.each([
    ['//evil.example/', 'https://shop.example/evil.example/'],
    ['///evil.example/x', 'https://shop.example/evil.example/x'],
    ['/\\evil.example/', 'https://shop.example/evil.example/'],
    ['//%00', 'https://shop.example/%00'],
    ['//..%2f..%2fetc%2fpasswd', 'https://shop.example/..%2f..%2fetc%2fpasswd'],
    ['//%ef%bf%bf', 'https://shop.example/%ef%bf%bf'],
  ])('keeps the hostile path %j on the site: %j', (path, expected) => {
    expect(localizedUrl(SITE, path, 'en')).toBe(expected);
    expect(new URL(localizedUrl(SITE, path, 'de')).origin).toBe(SITE);
  });

  it('takes only the origin of a site address with a path or a trailing slash', () => {
    expect(localizedUrl('https://shop.example/', '/docs', 'en')).toBe('https://shop.example/docs');
  });
});
