import type { ProductChanges } from './change.ts';
import { FEATURED_CHANGES } from './featured-changes.ts';
import { ORDER_FLOW_CHANGES } from './order-flow-changes.ts';
import { PRICE_LEVEL_CHANGES } from './price-level-changes.ts';

/** What each seeded indicator changed in each version of the history (release-history.ts). */
export const PRODUCT_CHANGES: ProductChanges = { ...FEATURED_CHANGES, ...ORDER_FLOW_CHANGES, ...PRICE_LEVEL_CHANGES };
