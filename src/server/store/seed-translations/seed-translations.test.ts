import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '#shared/languages.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../seed-catalogue.ts';
import { SEED_CATALOGUE_TRANSLATIONS } from './index.ts';

// Every seeded category and product is translated by hand into every language, line
// for line (a feature list as long as the English one), and nothing is left in English.

describe.each(TRANSLATION_LANGUAGES)('the demo catalogue in %s', (language) => {
  const translation = SEED_CATALOGUE_TRANSLATIONS[language];

  it('names every category', () => {
    expect(Object.keys(translation.categories).sort()).toEqual([...SEED_CATEGORIES].sort());
  });

  it.each(SEED_PRODUCTS.map((p) => [p.name, p] as const))('translates %s field by field', (name, product) => {
    const text = translation.products[name];
    expect(text).toBeDefined();
    expect(text!.features).toHaveLength(product.features.length);
    expect(text!.shortDescription.length).toBeLessThanOrEqual(200);
    expect(text!.description).not.toBe(product.description);
    expect(text!.shortDescription).not.toBe(product.shortDescription);
    product.features.forEach((feature, i) => {
      // A few technical terms read the same in every language (e.g. the `HH, HL, LH and LL` labels).
      if (feature.length > 24) expect(text!.features[i]).not.toBe(feature);
    });
  });

  it('has no product the catalogue does not sell', () => {
    expect(Object.keys(translation.products).sort()).toEqual(SEED_PRODUCTS.map((p) => p.name).sort());
  });
});
