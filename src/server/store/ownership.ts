import { STORE_MESSAGES, type IndicatorKind } from '#shared/contracts/store.ts';
import type { Ownership } from './ownership.repo.ts';

/**
 * Why a user may not buy this product, or null. DECISIONS: an indicator already owned cannot be
 * bought again, and the Pro Bundle already includes every indicator.
 */
export function ownershipConflict(ownership: Ownership, product: { id: number; kind: IndicatorKind }): string | null {
  if (ownership.indicatorIds.has(product.id)) return STORE_MESSAGES.alreadyOwned;
  if (ownership.hasBundle) return STORE_MESSAGES.coveredByBundle;
  return null;
}
