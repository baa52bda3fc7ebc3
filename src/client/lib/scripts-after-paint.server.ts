import { ROUTE_MODULES_PENDING, ROUTE_MODULES_READY } from './route-modules-ready.ts';

const HEAD_END = Buffer.from('</head>');
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');
const SCRIPT_END = Buffer.from('</script>');
const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="\w+")? href="([^"]+)"[^>]*\/>/g;
const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";/g;

/**
 * The shell chunk (entry.client.tsx) comes with the root route module, so it runs before React
 * Router's globals are set; while this flag is up it hydrates on the event instead of at once.
 */
const PENDING = ROUTE_MODULES_PENDING;

/**
 * The browser waits until the page has painted: the Paint Timing entry of its first paint (the
 * frame on screen), or two animation frames where the browser has none, at most a second (frames
 * that never come), and not at all in a hidden tab, which paints nothing.
 */
const AFTER_FIRST_PAINT =
  "await new Promise((go)=>{if(document.visibilityState==='hidden')return go();setTimeout(go,1000);" +
  "if(PerformanceObserver.supportedEntryTypes?.includes('paint'))" +
  "new PerformanceObserver(go).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(()=>requestAnimationFrame(go))});';

/**
 * Starts the page's JavaScript after its first paint (decisions/scripts-after-first-paint.md).
 *
 * The HTML is complete and readable without JavaScript: its links work and its forms post. React
 * Router's `<Scripts>` asks for every module at once, though: a `modulepreload` hint per module,
 * which React hoists into `<head>`, and a module script whose static imports run the route modules
 * and then hydration. On a slow phone those downloads share the line with the stylesheet and the
 * largest image, and their evaluation the main thread with the first paint.
 *
 * Here the hints leave `<head>`, and the module script first waits for the first frame, then adds
 * the same hints (the chunks still load in parallel, not one import after another), imports the
 * route modules, runs the rest of React Router's script as it was and tells entry.client.tsx to
 * hydrate. Only `<head>` and that script are decoded; a page without them (a HEAD, an error) is passed on unchanged.
 */
export function scriptsAfterFirstPaint(html: Buffer): Buffer {
  const headEnd = html.indexOf(HEAD_END);
  const marker = html.indexOf(MODULE_SCRIPT, headEnd);
  if (headEnd === -1 || marker === -1) return html;
  const contentStart = marker + MODULE_SCRIPT.length;
  const close = html.indexOf(SCRIPT_END, contentStart);
  if (close === -1) return html;

  const preloads: string[] = [];
  const head = html
    .subarray(0, headEnd)
    .toString()
    .replace(MODULE_PRELOAD, (_link, href: string) => {
      preloads.push(href);
      return '';
    });
  const script = html.subarray(contentStart, close).toString();
  const imports = [...script.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return html;
  const rest = script.replace(STATIC_IMPORT, '').replace(/^\s*;/, '');
  const deferred =
    `window.${PENDING}=true;` +
    AFTER_FIRST_PAINT +
    `for(const href of ${JSON.stringify([...new Set(preloads)])}){const link=document.createElement('link');` +
    "link.rel='modulepreload';link.href=href;document.head.append(link)}" +
    `const [${imports.map((i) => i[1]).join(',')}]=await Promise.all([${imports
      .map((i) => `import(${JSON.stringify(i[2])})`)
      .join(',')}]);` +
    rest +
    `;window.${PENDING}=false;dispatchEvent(new Event(${JSON.stringify(ROUTE_MODULES_READY)}));`;

  return Buffer.concat([
    Buffer.from(head),
    html.subarray(headEnd, contentStart),
    Buffer.from(deferred),
    html.subarray(close),
  ]);
}
