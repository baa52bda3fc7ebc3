import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next.ts';

describe('safeNextPath', () => {
  it.each([
    ['/orders', '/orders'],
    ['/indicators/5?purchase=1', '/indicators/5?purchase=1'],
    ['/blog?query=order%20flow#top', '/blog?query=order%20flow#top'],
    ['/admin/orders/12', '/admin/orders/12'],
    ['/a/../orders', '/orders'],
    ['/café', '/caf%C3%A9'],
    ['/prix?q=été', '/prix?q=%C3%A9t%C3%A9'],
  ])('keeps the same-site path %j as %j', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'orders',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '\t//evil.example',
    '/%09/evil.example/',
    '/%0a/evil.example/',
    '/%0d/evil.example/',
    '/%2f/evil.example/',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/.//evil.example/',
    '/..//evil.example/',
    '/x/..//evil.example',
    '/%E0%A4%A',
    '/\u0000',
    '/\u0085x',
    `/${'a'.repeat(3000)}`,
  ])('sends %j to /', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it('never answers a value a Location header cannot carry', () => {
    for (const value of ['/日本語', '/\u{1F680}', '/ok?x=\u00ff\u0100'])
      expect(safeNextPath(value)).toMatch(/^\/[\x21-\x7e]*$/);
  });
});
