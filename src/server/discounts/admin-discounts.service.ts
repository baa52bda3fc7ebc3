import {
  DISCOUNTS_MAX,
  DISCOUNT_MESSAGES,
  type CreateDiscountInput,
  type DiscountDto,
  type UpdateDiscountInput,
} from '#shared/contracts/discounts.ts';
import { centsToDollars, dollarsToCents } from '#shared/contracts/store.constants.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { appError } from '../error-catalogue.ts';
import * as repo from './discounts.repo.ts';

function statusOf(row: repo.DiscountRow, now: Date): DiscountDto['status'] {
  if (!row.isActive) return 'inactive';
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'used_up';
  return 'active';
}

export function toDiscountDto(row: repo.DiscountRow, now = new Date()): DiscountDto {
  return {
    status: statusOf(row, now),
    id: row.id,
    code: row.code,
    kind: row.kind,
    // Basis points → percent; cents → dollars.
    value: row.amount / 100,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    indicatorIds: row.indicatorIds,
    minSubtotal: row.minSubtotalCents === null ? null : centsToDollars(row.minSubtotalCents),
    isActive: row.isActive,
    allowsRenewals: row.allowsRenewals,
    affiliateCoupon: row.affiliateId !== null,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const codeTaken = () =>
  appError('discount_code_taken', {
    details: { code: DISCOUNT_MESSAGES.codeTaken },
    fieldCodes: {
      code: 'unavailable',
    },
  });
const notFound = () => appError('discount_not_found');

/** The validated input as database values; checks what needs the database (indicators, the affiliate). */
async function valuesOf(db: DbOrTx, input: CreateDiscountInput): Promise<repo.DiscountValues> {
  const indicatorIds = [...new Set(input.indicatorIds ?? [])];
  if (indicatorIds.length && (await repo.countIndicators(db, indicatorIds)) !== indicatorIds.length)
    throw new AppError(
      'bad_request',
      DISCOUNT_MESSAGES.indicatorUnknown,
      { indicatorIds: DISCOUNT_MESSAGES.indicatorUnknown },
      'indicator_not_found',
      { indicatorIds: 'invalid_value' },
    );
  let affiliateId: number | null = null;
  if (input.affiliateCoupon) {
    affiliateId = (await repo.affiliateIdOfCode(db, input.code)) ?? null;
    if (affiliateId === null)
      throw new AppError(
        'bad_request',
        DISCOUNT_MESSAGES.affiliateUnknown,
        { affiliateCoupon: DISCOUNT_MESSAGES.affiliateUnknown },
        'affiliate_not_found',
        { affiliateCoupon: 'invalid_value' },
      );
  }
  return {
    code: input.code,
    kind: input.kind,
    // Percent → basis points (exact with two decimals); dollars → cents.
    amount: Math.round(input.value * 100),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
    indicatorIds,
    minSubtotalCents: input.minSubtotal ? dollarsToCents(input.minSubtotal) : null,
    isActive: input.isActive,
    allowsRenewals: input.allowsRenewals ?? false,
    affiliateId,
  };
}

export async function listDiscounts(db: Db) {
  const now = new Date();
  return { discounts: (await repo.listDiscounts(db, DISCOUNTS_MAX)).map((row) => toDiscountDto(row, now)) };
}

export async function createDiscount(db: Db, input: CreateDiscountInput) {
  const row = await repo.insertDiscount(db, await valuesOf(db, input));
  if (!row) throw codeTaken();
  return { discount: toDiscountDto(row) };
}

export async function updateDiscount(db: Db, input: UpdateDiscountInput) {
  if (!(await repo.findDiscount(db, input.id))) throw notFound();
  if (await repo.codeTakenByOther(db, input.code, input.id)) throw codeTaken();
  const row = await repo.updateDiscount(db, input.id, await valuesOf(db, input));
  if (!row) throw notFound();
  return { discount: toDiscountDto(row) };
}

/** Orders placed with it keep the code's text and their discount; carts holding it lose it. */
export async function deleteDiscount(db: Db, id: number) {
  if (!(await repo.deleteDiscount(db, id))) throw notFound();
  return { success: true as const };
}
