import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'novatick-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFiles', () => {
  it('writes brotli and gzip forms of scripts and stylesheets that decompress to the file, and leaves the rest', async () => {
    const script = Buffer.from('export const answer = "forty-two";\n'.repeat(200));
    const style = Buffer.from('.card { color: red; }\n'.repeat(100));
    writeFileSync(join(dir, 'entry.js'), script);
    writeFileSync(join(dir, 'app.css'), style);
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
    // Vite's manifest, which React Router deletes after the build: no copies left behind.
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ entry: 'x'.repeat(2048) }));

    const written = await precompressFiles(dir, ['entry.js', 'app.css', 'tiny.js', 'photo.webp', '.vite/manifest.json']);

    expect(written).toBe(2);
    for (const [file, raw] of [
      ['entry.js', script],
      ['app.css', style],
    ] as const) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(br.length).toBeLessThan(raw.length / 5);
      expect(brotliDecompressSync(br)).toEqual(raw);
      expect(gunzipSync(gz)).toEqual(raw);
    }
    for (const left of ['tiny.js.br', 'tiny.js.gz', 'photo.webp.br', 'photo.webp.gz', '.vite/manifest.json.br'])
      expect(existsSync(join(dir, left)), left).toBe(false);
  });
});
