import type { TranslationLanguage } from '#shared/languages.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';
import type { SeedCatalogueTranslation } from './types.ts';
import { zh } from './zh.ts';

/** The demo catalogue's copy in every language besides English, written by hand. */
export const SEED_CATALOGUE_TRANSLATIONS: Record<TranslationLanguage, SeedCatalogueTranslation> = {
  'pt-BR': ptBR,
  es,
  de,
  fr,
  zh,
};
