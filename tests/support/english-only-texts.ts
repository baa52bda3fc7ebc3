import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shop's own short English texts that a translated page must not show: every
 * English locale text without a placeholder that `lang` does not also use somewhere (so "Blog",
 * "FAQ" or "Pro Bundle", the same in both, never count). A label shorter than a sentence ("Release
 * notes", "Sign out") is found this way; the sentence check of no-english-left.spec.ts finds the rest.
 */
const ROOT = 'src/client/locales';

type Tree = { [key: string]: string | Tree };
function* values(node: string | Tree): Generator<string> {
  if (typeof node === 'string') yield node;
  else for (const value of Object.values(node)) yield* values(value);
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

function bundleTexts(lang: string): Set<string> {
  const texts = new Set<string>();
  for (const file of readdirSync(join(ROOT, lang)))
    for (const text of values(JSON.parse(readFileSync(join(ROOT, lang, file), 'utf8')) as Tree))
      texts.add(normal(text));
  return texts;
}

export function englishOnlyTexts(lang: string): Set<string> {
  const theirs = bundleTexts(lang);
  return new Set(
    [...bundleTexts('en')].filter(
      (text) => !text.includes('{{') && !text.includes('$t(') && /\p{L}{3}/u.test(text) && !theirs.has(text),
    ),
  );
}
