import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-paint.server.ts';

// The shape React Router's <Scripts> writes (7.x), with a nonce on a page rendered for one visitor.
const routerScript =
  ';\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/products-2.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry-3.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"products":route1};\n\nimport("/assets/entry-3.js");';
const page =
  '<!DOCTYPE html><html lang="zh"><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry-3.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root-1.js" nonce="n0nce"/>' +
  '<title>订单｜NovaTick</title></head><body><p>示例</p>' +
  `<script nonce="n0nce" type="module" async="">${routerScript}</script>` +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>';

describe('scriptsAfterFirstPaint', () => {
  const out = scriptsAfterFirstPaint(Buffer.from(page)).toString();
  const script = out.slice(out.indexOf('async="">') + 'async="">'.length, out.indexOf('</script>'));

  it('takes the module preloads out of <head> and leaves the rest of it as it was', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toBe(
      '<!DOCTYPE html><html lang="zh"><head><link rel="stylesheet" href="/a.css"/><title>订单｜NovaTick</title>',
    );
  });

  it('runs React Router’s script after the first frame, with the same preloads and route modules', () => {
    expect(script).not.toMatch(/^\s*;?\s*import \*/);
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('modulepreload'));
    expect(script).toContain('["/assets/entry-3.js","/assets/root-1.js"]');
    expect(script).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-1.js"),import("/assets/products-2.js")]);',
    );
    expect(script.startsWith('window.__routeModulesPending=true;')).toBe(true);
    expect(script.trim()).toMatch(
      /import\("\/assets\/entry-3\.js"\);;window\.__routeModulesPending=false;dispatchEvent\(new Event\("route-modules-ready"\)\);$/,
    );
    expect(script.indexOf('Promise.all')).toBeLessThan(script.indexOf('__reactRouterRouteModules'));
  });

  it('keeps the script tag, its nonce and everything after it byte for byte', () => {
    expect(out).toContain('<p>示例</p><script nonce="n0nce" type="module" async="">');
    expect(out.slice(out.indexOf('</script>'))).toBe(page.slice(page.indexOf('</script>')));
  });

  it('is valid JavaScript', () => {
    // A syntax error would stop hydration for every visitor. Compiled (not run) as the body of an
    // async function, which allows its top-level awaits as a module does.
    expect(() => new Function(`return async () => { ${script.replaceAll('import(', 'load(')} }`)).not.toThrow();
    expect(() => new Function(`return async () => { ${script.replace('Promise.all', 'Promise.all(')} }`)).toThrow();
  });

  it('passes a page without React Router’s module script unchanged', () => {
    for (const other of ['<p>partial 页面</p>', '<html><head></head><body><p>error</p></body></html>'])
      expect(scriptsAfterFirstPaint(Buffer.from(other)).toString()).toBe(other);
  });
});
