import { STORE_MESSAGES, type IndicatorKind } from '#shared/contracts/store.ts';
import type { ErrorCode } from '#shared/error-codes.ts';
import type { Ownership } from './ownership.repo.ts';

export interface OwnershipConflict {
  /** SPEC's English sentence. */
  message: string;
  code: Extract<ErrorCode, 'already_owned' | 'covered_by_bundle'>;
}

/**
 * Why a user may not buy this product, or null. DECISIONS: an indicator already owned cannot be
 * bought again, and the Pro Bundle already includes every indicator.
 */
export function ownershipConflict(
  ownership: Ownership,
  product: { id: number; kind: IndicatorKind },
): OwnershipConflict | null {
  if (ownership.indicatorIds.has(product.id)) return { message: STORE_MESSAGES.alreadyOwned, code: 'already_owned' };
  if (ownership.hasBundle) return { message: STORE_MESSAGES.coveredByBundle, code: 'covered_by_bundle' };
  return null;
}
