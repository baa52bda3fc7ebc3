/** The shop's languages. `code` is what goes in URLs, cookies and `<html lang>`. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)' },
  { code: 'es', nativeName: 'Español' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'zh', nativeName: '中文' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as Language[];
export const LANGUAGE_COOKIE = 'lang';
/** The languages the shop owner translates content into; English is the original and the fallback. */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE) as Array<
  Exclude<Language, 'en'>
>;
export type TranslationLanguage = Exclude<Language, 'en'>;
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Maps any tag (`pt`, `pt-PT`, `zh-Hans-CN`, `DE`) to a supported language, or null. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return LANGUAGE_CODES.find((code) => code.toLowerCase().split('-')[0] === base) ?? null;
}

/** Picks the first supported language of an Accept-Language header, by q-value. */
export function languageFromAcceptHeader(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return null;
}
