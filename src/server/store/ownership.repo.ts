import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { indicators, licences, orderItems } from './store.schema.ts';

export interface Ownership {
  /** Indicators the user holds an active licence for. */
  indicatorIds: Set<number>;
  /** An active Pro Bundle licence covers every indicator. */
  hasBundle: boolean;
}

/** What a user already owns: active licences only, so a refunded (revoked) purchase can be bought again. */
export async function ownershipOf(db: DbOrTx, userId: number): Promise<Ownership> {
  const rows = await db
    .select({ indicatorId: licences.indicatorId, kind: indicators.kind })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .where(and(eq(licences.userId, userId), eq(licences.status, 'active')));
  return { indicatorIds: new Set(rows.map((r) => r.indicatorId)), hasBundle: rows.some((r) => r.kind === 'bundle') };
}

/**
 * What the user paid (before tax, after any code and earlier credit) for the single
 * indicators they still own: the Pro Bundle, which includes them, costs that much less. A licence
 * refunded (revoked) gives no credit; renewals are not part of a licence's price.
 */
export async function upgradeCreditCents(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({
      cents:
        sql<number>`coalesce(sum(${orderItems.priceCents} - ${orderItems.upgradeCreditCents} - ${orderItems.discountCents}), 0)`.mapWith(
          Number,
        ),
    })
    .from(licences)
    .innerJoin(indicators, eq(indicators.id, licences.indicatorId))
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .where(and(eq(licences.userId, userId), eq(licences.status, 'active'), eq(indicators.kind, 'indicator')));
  return Math.max(0, row?.cents ?? 0);
}
