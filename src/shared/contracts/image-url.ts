/**
 * Whether a typed image address is one the shop may put in an `<img src>`: an absolute http(s)
 * URL, or a path on this site (`/media/x.webp`). A path must resolve to this site: browsers read
 * `//host/x` and `/\host/x` (and the same with a tab or line break in between, which URL parsing
 * drops) as another host, so backslashes, whitespace and control characters are refused.
 * Shared by every image URL field in the contracts.
 */
export function isSafeImageUrl(value: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && resolvesToSameSite(value);
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const SAME_SITE = 'https://same-site.invalid';

function resolvesToSameSite(path: string) {
  try {
    return new URL(path, SAME_SITE).origin === SAME_SITE;
  } catch {
    return false;
  }
}
