import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './blog.sanitize.ts';

describe('post HTML: addresses that lead to another host', () => {
  it.each(['/\\evil.example/x.png', '//evil.example/x.png', '/\t/evil.example/x.png', 'javascript:alert(1)'])(
    'drops the image %j',
    (src) => {
      expect(sanitizePostHtml(`<p>a</p><img src="${src}" alt="x">`)).toBe('<p>a</p>');
    },
  );

  it('keeps an image on this site or an https one', () => {
    expect(sanitizePostHtml('<img src="/media/a.webp" alt="a">')).toContain('src="/media/a.webp"');
    expect(sanitizePostHtml('<img src="https://cdn.example/a.webp" alt="a">')).toContain(
      'src="https://cdn.example/a.webp"',
    );
  });

  it.each(['/\\evil.example/', '//evil.example/'])('drops the link target %j', (href) => {
    expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps a link on this site', () => {
    expect(sanitizePostHtml('<a href="/docs">x</a>')).toBe('<a href="/docs">x</a>');
  });
});
