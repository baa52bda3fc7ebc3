import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/**
 * Whether React Router would write `to` as the link's href unchanged: a path from the site's root
 * with no `.` or `..` segment, no doubled slash and no empty `?` or `#` (which it normalises away).
 */
export function isPlainPath(to: string): boolean {
  if (!to.startsWith('/') || to.startsWith('//')) return false;
  if (/[?#]$/.test(to) || to.includes('?#') || /\s|\\/.test(to)) return false;
  const end = to.search(/[?#]/);
  const path = end === -1 ? to : to.slice(0, end);
  if (path.includes('//')) return false;
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * React Router's `<Link>` on the server, for what nearly every link is (a plain path, no routing
 * options): the `<a>` it writes there, made directly. Its own Link resolves the path against the
 * route matches and reads four contexts per link, a few per cent of a page's render with fifty
 * links (decisions/server-render-cost.md); in the browser, where it handles the clicks, it is used
 * as it is. `link.test.tsx` compares the two outputs.
 */
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const {
    to,
    discover = 'render',
    prefetch: _prefetch,
    relative,
    reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    target,
    ...rest
  } = props;
  const routed = 'mask' in props || 'defaultShouldRevalidate' in props;
  if (typeof to !== 'string' || !isPlainPath(to) || relative || reloadDocument || routed)
    return <RouterLink ref={ref} {...props} />;
  // Attributes in React Router's order, so the HTML is the same byte for byte; the content comes
  // in `rest` (children), as with React Router's own Link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} ref={ref} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
});

/**
 * Every `<Link>` of the shop comes from here (lint refuses React Router's own import). Vite sets
 * `import.meta.env.SSR` per build, so the browser's bundle carries none of the server's part.
 */
export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
