/**
 * Fails when a translation key is missing in any language, a placeholder differs from the
 * English one, or a sentence was left in English. A single word may match English ("Blog").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../src/shared/languages.ts';

const root = 'src/client/locales';
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const load = (lang: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Tree);

const problems: string[] = [];
const namespaces = readdirSync(join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
for (const lang of LANGUAGE_CODES) {
  const files = new Set(
    readdirSync(join(root, lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, '')),
  );
  for (const ns of files) if (!namespaces.includes(ns)) problems.push(`${lang}/${ns}.json has no English original`);
}

for (const ns of namespaces) {
  const english = load('en', ns);
  for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
    let other: Map<string, string>;
    try {
      other = load(lang, ns);
    } catch (error) {
      problems.push(`${lang}/${ns}.json: ${(error as Error).message}`);
      continue;
    }
    for (const [key, text] of english) {
      const translated = other.get(key);
      if (translated === undefined) problems.push(`${lang}/${ns}: missing "${key}"`);
      else if (!translated.trim()) problems.push(`${lang}/${ns}: empty "${key}"`);
      else if (placeholders(translated) !== placeholders(text))
        problems.push(`${lang}/${ns}: "${key}" placeholders differ from English`);
      else if (translated === text && /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text))
        problems.push(`${lang}/${ns}: "${key}" is still English ("${text}")`);
    }
    for (const key of other.keys()) if (!english.has(key)) problems.push(`${lang}/${ns}: "${key}" is not in English`);
  }
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check passed: ${namespaces.length} namespaces × ${LANGUAGE_CODES.length} languages`);
