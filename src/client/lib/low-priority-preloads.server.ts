const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Asks the browser for the page's JavaScript after what paints it. React Router's `<Scripts>` writes
 * a `modulepreload` hint per module, which React hoists into `<head>` right after the stylesheet, and
 * Chrome fetches those at high priority, beside the stylesheet and the largest image. The HTML paints
 * without any of them (they are modules, run after parsing), so on a slow phone line they only take
 * bandwidth from what the first paint needs. `fetchpriority="low"` puts them behind it; they still
 * load in parallel, and hydration waits for them as before. Only `<head>` is decoded and rewritten;
 * the body's bytes are passed on as they are.
 */
export function lowPriorityModulePreloads(html: Buffer): Buffer {
  const end = html.indexOf(HEAD_END);
  if (end === -1) return html;
  const head = html.subarray(0, end).toString().replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
  return Buffer.concat([Buffer.from(head), html.subarray(end)]);
}
