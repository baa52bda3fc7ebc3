import { describe, expect, it } from 'vitest';
import { bundleHref } from './bundle-link.ts';

describe('bundleHref', () => {
  it('links to the bundle item of the catalogue', () => {
    const data = [
      { id: 3, kind: 'indicator' },
      { id: 14, kind: 'bundle' },
    ];
    expect(bundleHref({ ok: true, status: 200, data })).toBe('/indicators/14');
    expect(bundleHref({ ok: true, status: 200, data: { indicators: data } })).toBe('/indicators/14');
  });

  it('falls back to the catalogue without a bundle, on errors and without the endpoint', () => {
    expect(bundleHref({ ok: true, status: 200, data: [{ id: 1, kind: 'indicator' }, { id: 2 }] })).toBe('/products');
    expect(bundleHref({ ok: false, status: 404, error: { error: 'Route GET /_api/indicators not found.' } })).toBe(
      '/products',
    );
    expect(bundleHref({ ok: true, status: 200, data: null })).toBe('/products');
    expect(bundleHref(null)).toBe('/products');
  });
});
