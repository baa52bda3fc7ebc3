import type { SeedCategory } from '../seed-catalogue.ts';

/** One seeded product's copy in one language, written by hand; names stay English. */
export interface SeedProductTranslation {
  shortDescription: string;
  description: string;
  features: string[];
}

/** The demo catalogue in one language: every category and every product, by English name. */
export interface SeedCatalogueTranslation {
  categories: Record<SeedCategory, string>;
  products: Record<string, SeedProductTranslation>;
}
