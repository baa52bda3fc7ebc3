import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Search engines cut a meta description after about 160 characters. Every
// description a page puts in its <meta name="description"> (the `meta.*` texts of each namespace
// and the legal pages' `description`), in every language, with the shop's name filled in.
const LOCALES = join(import.meta.dirname, '../locales');

function descriptions(file: string, node: unknown, path: string[], found: Array<[string, string]>) {
  if (typeof node === 'string') {
    const key = path.join('.');
    const isMeta = path[0] === 'meta' || (file === 'legal.json' && path.length === 2 && path[1] === 'description');
    if (isMeta && /description/i.test(path.at(-1)!)) found.push([key, node]);
  } else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) descriptions(file, v, [...path, k], found);
  return found;
}

describe('meta descriptions', () => {
  it('stay within 160 characters in every language', () => {
    const long: string[] = [];
    for (const language of readdirSync(LOCALES)) {
      for (const file of readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json'))) {
        const texts = descriptions(file, JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), [], []);
        for (const [key, text] of texts) {
          const shown = text.replace(/\{\{\s*siteName\s*\}\}/g, 'NovaTick').replace(/\{\{[^}]+\}\}/g, 'x');
          if (shown.length > 160) long.push(`${language}/${file} ${key}: ${shown.length}`);
        }
      }
    }
    expect(long).toEqual([]);
  });
});
