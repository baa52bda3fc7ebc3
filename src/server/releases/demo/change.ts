import type { Language } from '#shared/languages.ts';

export type Section = 'new' | 'improved' | 'fixed';
/** One line of release notes in every language, under its section. */
export type Change = { section: Section } & Record<Language, string>;
/** Demo indicators' own changes: by product name, then version. */
export type ProductChanges = Record<string, Record<string, Change[]>>;

/** A change from its section and its text in en, pt-BR, es, de, fr and zh (in that order). */
export function change(section: Section, [en, ptBR, es, de, fr, zh]: [string, string, string, string, string, string]) {
  return { section, en, 'pt-BR': ptBR, es, de, fr, zh } satisfies Change;
}
