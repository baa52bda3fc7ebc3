/**
 * The place to go after signing in (`?next=`), reduced to a path on this site; anything else
 * is `/` (DESIGN "Security rules": redirect targets are same-site paths after decoding).
 *
 * Browsers drop tabs and line breaks from a URL and read `\` as `/`, so `/\t/evil.example`,
 * `/\evil.example` and `//evil.example` all lead to another host. Refused: anything not starting
 * with one `/`, any control character or backslash (also once percent-decoded), and a path that
 * URL normalisation turns into `//…` (`/.//evil.example`). What is accepted comes back normalised
 * and percent-encoded, so it is plain ASCII, safe in a `Location` header.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > 2048 || !isSameSitePath(value)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (!isSameSitePath(decoded)) return '/';
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === base && isSameSitePath(path) ? path : '/';
}

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
}
