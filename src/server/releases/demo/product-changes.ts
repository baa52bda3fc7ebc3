import type { ProductChanges } from './change.ts';
import { CATALOGUE_CHANGES } from './catalogue-changes.ts';
import { FEATURED_CHANGES } from './featured-changes.ts';

/** What each seeded indicator changed in each version of the history (release-history.ts). */
export const PRODUCT_CHANGES: ProductChanges = { ...FEATURED_CHANGES, ...CATALOGUE_CHANGES };
