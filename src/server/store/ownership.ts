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

type Right = { indicatorId: number; kind: IndicatorKind };

/** Whether two sets of products grant some of the same rights: a product in both, or the Pro Bundle (every indicator) on either side. */
export function rightsOverlap(a: readonly Right[], b: readonly Right[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  if (a.some((r) => r.kind === 'bundle') || b.some((r) => r.kind === 'bundle')) return true;
  const ids = new Set(a.map((r) => r.indicatorId));
  return b.some((r) => ids.has(r.indicatorId));
}
