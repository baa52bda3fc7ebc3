import i18next from 'i18next';
import de from '#client/locales/de/mail.json' with { type: 'json' };
import en from '#client/locales/en/mail.json' with { type: 'json' };
import es from '#client/locales/es/mail.json' with { type: 'json' };
import fr from '#client/locales/fr/mail.json' with { type: 'json' };
import ptBR from '#client/locales/pt-BR/mail.json' with { type: 'json' };
import zh from '#client/locales/zh/mail.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '#shared/languages.ts';
import { groupNumbers } from '#shared/i18n-numbers.ts';

// E-mail texts live in `locales/<lang>/mail.json` beside the pages' texts, so `check:i18n`
// finds a missing or untranslated sentence in an e-mail as it does on a page.

/** `machines_one` and `machines_other` are one key, `machines`, picked by `count` (i18next plurals). */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A sentence of mail.json, by its path (`support.confirmation.subject`); tsc rejects unknown keys. */
export type MailKey = Leaves<typeof en>;

const instance = i18next.createInstance();
void instance.init({
  resources: {
    en: { mail: en },
    'pt-BR': { mail: ptBR },
    es: { mail: es },
    de: { mail: de },
    fr: { mail: fr },
    zh: { mail: zh },
  },
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: DEFAULT_LANGUAGE,
  // Plain-text mail: HTML escaping would print `&amp;` in a customer's name.
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
groupNumbers(instance);

export interface MailTranslator {
  lang: Language;
  t(key: MailKey, values?: Record<string, string | number>): string;
}

/** The mail texts in `language` (any tag; unknown or missing means English). */
export function mailTexts(language: string | null | undefined): MailTranslator {
  const lang = matchLanguage(language) ?? DEFAULT_LANGUAGE;
  const fixed = instance.getFixedT(lang, 'mail');
  return { lang, t: (key, values) => fixed(key, values ?? {}) };
}

/**
 * Values that end up in a Subject header (titles, names) become one line, so a line break can
 * never start a header of its own.
 */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface Letter {
  /** The greeting line (`common.hello` with the name, or `common.helloAnonymous`). */
  greeting: string;
  /** Paragraphs of lines; a blank line goes between paragraphs. */
  paragraphs: string[][];
  site: string;
  /** Lines after the signature, below a `--` separator (why this mail came, how to stop it). */
  footer?: string[];
}

/** The one layout of every plain-text mail: greeting, paragraphs, signature, optional footer. */
export function letter(t: MailTranslator['t'], { greeting, paragraphs, site, footer }: Letter): string {
  const blocks = [[greeting], ...paragraphs.filter((lines) => lines.length > 0), [t('common.signature', { site })]];
  if (footer?.length) blocks.push(['--', ...footer]);
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}
