import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link as RouterLink, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPlainPath, Link } from './link.tsx';

/** Renders `element` as the only route's page at `url`, as the server renders a page. */
async function render(element: React.ReactNode, url = '/products/10') {
  const routes = [{ path: '*', element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

type Props = React.ComponentProps<typeof RouterLink>;

const CASES: Props[] = [
  { to: '/products' },
  { to: '/indicators/10', prefetch: 'intent', className: 'font-medium text-primary', children: 'Details' },
  { to: '/docs/licences?lang=de#reset', 'aria-label': 'Reset a licence', tabIndex: -1 },
  { to: '/blog/category/order-flow', discover: 'none', children: 'Order flow' },
  { to: '/', replace: true, state: { from: 'menu' }, preventScrollReset: true, viewTransition: true },
  { to: '/search?q=delta%20bars', target: '_blank', rel: 'noreferrer' },
  // Not plain paths: React Router's own Link writes them.
  { to: '../orders' },
  { to: '/products/', children: 'trailing' },
  { to: '/a//b' },
  { to: '/x?' },
  { to: '/x?#top' },
  { to: { pathname: '/orders', search: '?page=2' } },
  { to: 'https://example.com/x' },
  { to: '/orders', relative: 'path' },
  { to: '/orders', reloadDocument: true },
];

describe('Link on the server', () => {
  it.each(CASES.map((props) => [JSON.stringify(props.to), props] as const))(
    'writes what React Router’s Link writes: %s',
    async (_name, props) => {
      const ours = await render(<Link {...props} />);
      const theirs = await render(<RouterLink {...props} />);
      expect(ours).toBe(theirs);
      expect(ours).toContain('<a ');
    },
  );

  it('tells a plain path from one React Router would rewrite', () => {
    for (const path of ['/', '/products', '/indicators/10?tab=notes#v2', '/blog/%E4%B8%AD'])
      expect(isPlainPath(path), path).toBe(true);
    for (const path of ['', 'orders', '//evil.example', '/a/../b', '/a/./b', '/x?', '/x#', '/x?#y', '/a b', '/a\\b'])
      expect(isPlainPath(path), path).toBe(false);
  });
});
