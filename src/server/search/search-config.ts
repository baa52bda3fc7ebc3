import type { Language } from '#shared/languages.ts';

/**
 * PostgreSQL text search configuration per language. Chinese has no spaces
 * between words, so its rows and queries are turned into bigrams first (`bigramText`) and
 * indexed with `simple`: a two-character word is found inside any sentence, on PGlite and on
 * PostgreSQL alike, with no extension.
 */
export const SEARCH_CONFIG: Record<Language, string> = {
  en: 'english',
  'pt-BR': 'portuguese',
  es: 'spanish',
  de: 'german',
  fr: 'french',
  zh: 'simple',
};

export const usesBigrams = (language: Language) => language === 'zh';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu;

/** Runs of CJK characters become overlapping bigrams (a lone character stays); other words stay whole. */
export function bigramText(text: string): string {
  const out: string[] = [];
  for (const [token] of text.toLowerCase().matchAll(TOKEN)) {
    if (!CJK.test(token)) {
      out.push(token);
      continue;
    }
    const chars = [...token];
    if (chars.length === 1) out.push(token);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  return out.join(' ');
}

/** The words of a query as typed (operators and quotes dropped), for highlighting. */
export function queryWords(query: string): string[] {
  return [...query.toLowerCase().matchAll(TOKEN)].map(([token]) => token).filter((w) => w !== 'or');
}

/** Private-use characters never stored in the index, so snippets can use them as marks. */
export const stripMarks = (text: string) => text.replace(/[\uE000\uE001]/g, '');
