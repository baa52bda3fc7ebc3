import { describe, expect, it } from 'vitest';
import { backToForm } from './form-fallback.server.ts';

describe('backToForm', () => {
  it('goes back to the same page and query with a 303', () => {
    const response = backToForm(new Request('http://shop.test/login?next=%2Forders&index'));
    expect([response.status, response.headers.get('location')]).toEqual([303, '/login?next=%2Forders']);
  });

  it('never leaves the site for an address that normalises to //host', () => {
    for (const url of ['http://shop.test//login', 'http://shop.test/x/..//support'])
      expect(backToForm(new Request(url)).headers.get('location')).toBe('/');
  });
});
