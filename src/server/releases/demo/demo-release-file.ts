import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';

const TEMPLATE = readFileSync(new URL('./README.txt', import.meta.url), 'utf8');
/** A fixed date inside the archive, so the same release always gives the same bytes (and SHA-256). */
const MTIME = new Date('2026-01-05T12:00:00Z');

/**
 * A small, real NinjaTrader-style add-on `.zip` for the demo data: the README template
 * (demo/README.txt) filled in for one product and version, deflated by `fflate`.
 */
export function demoReleaseZip(fields: { name: string; version: string; platform: string }): Buffer {
  const text = TEMPLATE.replaceAll('{{name}}', fields.name)
    .replaceAll('{{version}}', fields.version)
    .replaceAll('{{platform}}', fields.platform);
  const zip = zipSync({ 'README.txt': [strToU8(text), { mtime: MTIME }] }, { level: 9 });
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
