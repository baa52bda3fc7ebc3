import { describe, expect, it } from 'vitest';
import { loginRedirect } from './guards.server.ts';

const location = (url: string) => loginRedirect(new Request(url)).headers.get('location');

describe('the sign-in redirect of a signed-in page', () => {
  it('comes back to the page asked for', () => {
    expect(location('http://shop.test/orders')).toBe('/login?next=%2Forders');
  });

  it('keeps the language of a ?lang= link on the sign-in page', () => {
    expect(location('http://shop.test/cart?lang=de')).toBe('/login?next=%2Fcart%3Flang%3Dde&lang=de');
  });
});
