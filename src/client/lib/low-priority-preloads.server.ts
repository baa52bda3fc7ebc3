import { Transform } from 'node:stream';

const HEAD_END = '</head>';
const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Asks the browser for the page's JavaScript after what paints it. React Router's `<Scripts>` writes
 * a `modulepreload` hint per module, which React hoists into `<head>` right after the stylesheet, and
 * Chrome fetches those at high priority, beside the stylesheet and the largest image. The HTML paints
 * without any of them (they are modules, run after parsing), so on a slow phone line they only take
 * bandwidth from what the first paint needs. `fetchpriority="low"` puts them behind it; they still
 * load in parallel, and hydration waits for them as before.
 *
 * The hints are all in `<head>`, written in React's first flush: the stream is held until `</head>`
 * passes (a few kilobytes), rewritten once, then passed through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let held: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) return callback(null, chunk);
      held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      const bytes = Buffer.concat(held);
      // Searched and cut in bytes: `</head>` is ASCII, so the cut never splits a character.
      const end = bytes.indexOf(HEAD_END);
      if (end === -1) {
        held = [bytes];
        return callback();
      }
      done = true;
      held = [];
      const head = bytes
        .subarray(0, end)
        .toString()
        .replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
      callback(null, Buffer.concat([Buffer.from(head), bytes.subarray(end)]));
    },
    flush(callback) {
      callback(null, held.length ? Buffer.concat(held) : undefined);
    },
  });
}
